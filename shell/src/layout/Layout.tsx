import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { SessionRenewal } from '../auth/SessionRenewal';
import { useSession } from '../auth/session';
import { areasFor } from '../dashboard/areas';
import type { Department } from '../departments/departments';
import { prefetchOnIntent } from '../federation/prefetch';
import logo from '../login/logo.svg';
import { BusinessDate } from './BusinessDate';
import { UserCard } from './UserCard';

/**
 * The signed-in frame (docs/product.md §1): top bar, side menu with the areas, user card, content.
 * While a password set by an Administrator must be changed, the menu is left out: nothing else opens.
 * A menu link hovered or focused fetches its department ahead of the click.
 */
export function Layout({ departments }: { departments: readonly Department[] }) {
  const { pathname } = useLocation();
  const { user, mustChangePassword } = useSession();
  const content = useRef<HTMLElement>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    // After moving to another page, keyboard and screen-reader users start at its content, as
    // they would after a full page load, instead of at the link they pressed in the menu.
    if (previous.current === pathname) return;
    previous.current = pathname;
    content.current?.focus();
  }, [pathname]);

  return (
    <div className="shell">
      <a className="shell-skip-link" href="#content">
        Skip to content
      </a>
      <header className="shell-topbar pms-topbar pms-no-print">
        <NavLink to="/" className="shell-topbar__home" aria-label="Hotel PMS dashboard">
          <img src={logo} alt="" width={225} height={48} />
        </NavLink>
        <BusinessDate />
      </header>
      <div className="shell-body">
        <aside className="shell-side pms-no-print">
          {mustChangePassword ? null : (
            <nav className="shell-sidemenu pms-sidemenu" aria-label="Departments">
              <NavLink to="/" end className="shell-sidemenu__dashboard">
                Dashboard
              </NavLink>
              {areasFor(user).map((area) => (
                <div key={area.menu} className="shell-sidemenu__group">
                  <h2 className="shell-sidemenu__heading">{area.menu}</h2>
                  <ul>
                    {area.links.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} {...prefetchOnIntent(link.to, departments)}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          )}
          <UserCard />
        </aside>
        <main id="content" ref={content} className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SessionRenewal />
    </div>
  );
}
