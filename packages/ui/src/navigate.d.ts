/**
 * `navigate()` returns nothing under our router. React Router types it `void | Promise<void>`
 * because a data router (`RouterProvider`) answers with a promise; every front end runs under the
 * shell's single `<BrowserRouter>` (or the standalone page's), where navigation is synchronous. This
 * is React Router's own advice for a `BrowserRouter` app (the `useNavigate` docs), and keeps the
 * floating-promise rule from flagging every navigation. Switch to `Promise<void>` if we ever move to
 * a data router.
 */
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
