import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@pms/ui';
import { useSession } from '../auth/session';
import type { Department } from '../departments/departments';
import { prefetchOnIntent, prefetchWhenIdle } from '../federation/prefetch';
import { areasFor } from './areas';
import { DayTiles } from './DayTiles';

/** User Timing mark for "dashboard painted" (read by the e2e run, docs/performance.md). */
const DASHBOARD_PAINTED_MARK = 'pms:dashboard-painted';

/**
 * `/`: the day's figures as tiles (docs/dashboard.md), above the four department cards with their
 * links (docs/product.md §2). The tiles paint with the cards and fill in when their answer comes.
 * Once it has painted, the departments' files are fetched while the browser is idle, and a link
 * hovered or focused fetches its own at once, so the first visit need not wait for them.
 */
export function Dashboard({ departments }: { departments: readonly Department[] }) {
  const { user } = useSession();
  useEffect(() => {
    // The frame after the commit is the first one that shows the cards.
    let cancelPrefetch = () => {};
    const frame = requestAnimationFrame(() => {
      performance.mark(DASHBOARD_PAINTED_MARK);
      cancelPrefetch = prefetchWhenIdle(departments);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelPrefetch();
    };
  }, [departments]);

  return (
    <div className="pms-page">
      <PageHeader title="DASHBOARD" />
      <DayTiles />
      <div className="pms-grid-4 shell-dashboard">
        {areasFor(user).map((area) => (
          <section key={area.title} className="pms-card shell-dashboard__card" aria-labelledby={cardId(area.title)}>
            <h2 id={cardId(area.title)}>{area.title}</h2>
            <ul>
              {area.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} {...prefetchOnIntent(link.to, departments)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

const cardId = (title: string) => `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
