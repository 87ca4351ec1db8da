/** docs/product.md §5/§9: the Login button is enabled only from `LOGIN_MINIMUMS` on (the rules module). */
export { canSubmitLogin, LOGIN_MINIMUMS } from '@pms/contracts/rules/session';

/** The demo values the form starts with (docs/product.md §2: "prefilled with demo values"). */
export const DEMO_CREDENTIALS = { username: 'user', password: '123123' } as const;
