import type { CSSProperties } from 'react';

/** What the list shown is: nothing (no date), loading, or a day's rows — today's, a later day's, or a past day's. */
type ArrivalsHintState =
  | { kind: 'no-date' }
  | { kind: 'loading' }
  | { kind: 'rows'; count: number; loadingMore: boolean; day: 'today' | 'future' | 'past' };

const TODAY_HOW = ' today: choose a vacant room of the stay’s type (a room assigned ahead is chosen already), then Check In. Dirty rooms are marked (dirty).';
const FUTURE_HOW = ': Assign room holds a room of the stay’s type for all its nights.';

/** The hint's sentence for a state. */
function arrivalsHintText(state: ArrivalsHintState): string {
  if (state.kind === 'no-date') return 'Enter a date to see its arrivals.';
  if (state.kind === 'loading') return 'Loading arrivals…';
  const { count, loadingMore, day } = state;
  return `${count} ${count === 1 ? 'arrival' : 'arrivals'}${loadingMore ? ' so far, loading more…' : ''}${day === 'today' ? TODAY_HOW : day === 'future' ? FUTURE_HOW : '.'}`;
}

/**
 * The longest sentences the hint can say (a big count, still loading): laid out invisibly in the
 * hint's box, they make it as tall as its longest sentence at this width, so the list under it never
 * moves when the sentence changes (loading → today's two or three lines on a tablet → one line).
 */
const RESERVED = (['today', 'future', 'past'] as const).map((day) => arrivalsHintText({ kind: 'rows', count: 8888, loadingMore: true, day }));

const STACK: CSSProperties = { display: 'grid' };
const LAYER: CSSProperties = { gridArea: '1 / 1' };
const RESERVE: CSSProperties = { ...LAYER, visibility: 'hidden' };

/** ARRIVALS' live hint above the list: what is shown and what to do with it, in a box that keeps its height. */
export function ArrivalsHint({ state }: { state: ArrivalsHintState }) {
  return (
    <p className="pms-hint pms-no-print" role="status" style={STACK}>
      <span style={LAYER}>{arrivalsHintText(state)}</span>
      {RESERVED.map((text) => (
        <span key={text} aria-hidden="true" style={RESERVE}>
          {text}
        </span>
      ))}
    </p>
  );
}
