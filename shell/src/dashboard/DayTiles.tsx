import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardAnswer } from '@pms/contracts/dashboard';
import { api, isAbortError, throttle, useLiveRooms } from '@pms/ui';
import { changesToAnnounce, DashboardAnswerShape, TILES, tileText } from './figures';
import './tiles.css';

/** During a burst of changes the figures are read at most this often. */
const REFRESH_INTERVAL_MS = 500;
/**
 * A room's event can reach the tab before the stay's own record commits (a check-in assigns the
 * room first) and billing learns of stays by events after that: the figures are read once more
 * this long after a change, so they settle on what the screens say.
 */
const SETTLE_MS = 1_500;

/**
 * The day at a glance (docs/dashboard.md): one tile per figure of `GET /api/dashboard`, each a link
 * to the screen and filter behind it. The tiles paint at once with "…" and fill in when the answer
 * comes; the tab's live room feed (shared with any board) re-reads them, and changes are read out
 * politely. A figure whose service did not answer says so in its tile.
 */
export function DayTiles() {
  const [answer, setAnswer] = useState<DashboardAnswer | undefined>();
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<DashboardAnswer | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const load = useCallback(() => {
    // The newest read wins: one sent before a change must not overwrite one sent after it.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    api.request('GET /api/dashboard', { schema: DashboardAnswerShape, signal: controller.signal }).then(
      (next) => {
        setAnnouncement(changesToAnnounce(shown.current, next));
        shown.current = next;
        setAnswer(next);
        setFailed(false);
      },
      (err: unknown) => {
        // Figures already shown stay; with none yet every tile says it is unavailable.
        if (!isAbortError(err)) setFailed(true);
      },
    );
  }, []);

  const refresh = useMemo(() => throttle(load, REFRESH_INTERVAL_MS), [load]);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = () => {
    refresh.request();
    clearTimeout(settle.current);
    settle.current = setTimeout(() => refresh.request(), SETTLE_MS);
  };
  useEffect(() => {
    load();
    return () => {
      refresh.cancel();
      clearTimeout(settle.current);
      inFlight.current?.abort();
    };
  }, [load, refresh]);
  useLiveRooms({ onRoom: changed, onWorkOrder: changed, onReady: () => refresh.request() });

  return (
    <section className="shell-tiles" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today" className="pms-visually-hidden">
        Today{answer?.business_date ? ` (${answer.business_date})` : ''}
      </h2>
      <ul className="shell-tiles__list">
        {TILES.map((tile) => {
          const value = failed && !answer ? null : answer?.[tile.figure];
          const detail = tile.detail && answer?.[tile.detail.figure];
          return (
            <li key={tile.figure}>
              <Link to={tile.to} className="shell-tile" data-figure={tile.figure} title={answer?.unavailable[tile.figure]}>
                <span className="shell-tile__label">{tile.label}</span>
                <span className={value === null ? 'shell-tile__value shell-tile__value--missing' : 'shell-tile__value'}>{tileText(tile, value)}</span>
                {/* The detail's line is there before its figure, so the tiles do not grow (and move
                    the cards below) when the answer comes. */}
                {tile.detail ? (
                  <span className="shell-tile__detail">{typeof detail === 'number' ? `${detail} ${tile.detail.words}` : '\u00a0'}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="pms-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </section>
  );
}
