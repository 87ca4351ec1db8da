import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@pms/ui';
import { useSession } from '../auth/session';
import { areasFor } from './areas';
import { DayTiles } from './DayTiles';

/** User Timing mark for "dashboard painted" (read by the e2e run, docs/performance.md). */
export const DASHBOARD_PAINTED_MARK = 'pms:dashboard-painted';

/**
 * `/`: the day's figures as tiles (docs/dashboard.md), above the four department cards with their
 * links (docs/product.md §2). The tiles paint with the cards and fill in when their answer comes.
 */
export function Dashboard() {
  const { user } = useSession();
  useEffect(() => {
    // The frame after the commit is the first one that shows the cards.
    const frame = requestAnimationFrame(() => performance.mark(DASHBOARD_PAINTED_MARK));
    return () => cancelAnimationFrame(frame);
  }, []);

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
                  <Link to={link.to}>{link.label}</Link>
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
