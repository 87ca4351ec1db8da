/** docs/product.md §5/§9: the Login button is enabled only from these lengths on. */
export const USERNAME_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 5;

/** The demo values the form starts with (docs/product.md §2: "prefilled with demo values"). */
export const DEMO_CREDENTIALS = { username: 'user', password: '123123' } as const;

export const canSubmitLogin = (username: string, password: string): boolean =>
  username.length >= USERNAME_MIN_LENGTH && password.length >= PASSWORD_MIN_LENGTH;
