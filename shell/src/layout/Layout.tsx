import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { SessionRenewal } from '../auth/SessionRenewal';
import { useSession } from '../auth/session';
import { areasFor } from '../dashboard/areas';
import type { Department } from '../departments/departments';
import { prefetchOnIntent } from '../federation/prefetch';
import logo from '../login/logo.svg';
import { BusinessDate } from './BusinessDate';
import { MenuButton } from './MenuButton';
import { UserCard } from './UserCard';

/** The side menu's id, which the Menu button controls (aria-controls). */
const SIDE_MENU_ID = 'shell-side-menu';

/**
 * The signed-in frame (docs/product.md §1): top bar, side menu with the areas, user card, content.
 * While a password set by an Administrator must be changed, the menu is held unseen and inert: nothing
 * else opens, and its place is kept so nothing moves when it shows.
 * A menu link hovered or focused fetches its department ahead of the click.
 * Narrower than 1024 px (shell.css) the side menu and user card fold behind the top bar's Menu
 * button and open above the page's content; following a link or Escape folds them again.
 */
export function Layout({ departments }: { departments: readonly Department[] }) {
  const { pathname } = useLocation();
  const { user, mustChangePassword } = useSession();
  const content = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    // After moving to another page, keyboard and screen-reader users start at its content, as
    // they would after a full page load, instead of at the link they pressed in the menu.
    if (previous.current === pathname) return;
    previous.current = pathname;
    content.current?.focus();
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape anywhere folds the menu and puts the clerk back on the button that opened it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // A link followed from the folded-out menu closes it: the page it opens is what the clerk wants to see.
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <div className="shell">
      <a className="shell-skip-link" href="#content">
        Skip to content
      </a>
      <header className="shell-topbar pms-topbar pms-no-print">
        <MenuButton ref={menuButton} controls={SIDE_MENU_ID} open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />
        <NavLink to="/" className="shell-topbar__home" aria-label="Hotel PMS dashboard">
          <img src={logo} alt="" width={225} height={48} />
        </NavLink>
        <BusinessDate />
      </header>
      <div className="shell-body">
        <aside id={SIDE_MENU_ID} className={`shell-side pms-no-print${menuOpen ? ' shell-side--open' : ''}`} onClick={closeOnLink}>
          {/* While the password must be changed the menu keeps its place, unseen and inert (hidden from
              screen readers, no focus, no clicks): the user card below it then stays where it is when
              the menu shows after the change, instead of jumping down the column (issue #16). */}
          <nav
            className={`shell-sidemenu pms-sidemenu${mustChangePassword ? ' shell-sidemenu--held' : ''}`}
            aria-label="Departments"
            aria-hidden={mustChangePassword || undefined}
            inert={mustChangePassword}
          >
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
