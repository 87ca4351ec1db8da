import { lazy, Suspense } from 'react';
import { GAUGE_VIEW, STACK_VIEW, type GaugeProps, type StackedBarChartProps } from './types';

// One chunk for both charts, fetched the first time a chart is shown (not with the login screen).
const load = () => import('./Charts');
const LazyStacked = lazy(() => load().then((m) => ({ default: m.StackedBarChart })));
const LazyGauge = lazy(() => load().then((m) => ({ default: m.Gauge })));

/** Holds the chart's place while its code loads, at the drawing's proportions, so nothing below moves. */
function Placeholder({ title, view }: { title: string; view: { width: number; height: number } }) {
  return (
    <figure className="pms-chart" aria-busy="true">
      <figcaption className="pms-chart__title">{title}</figcaption>
      <div className="pms-chart__svg" style={{ aspectRatio: `${view.width} / ${view.height}` }} />
    </figure>
  );
}

/**
 * Bars of stacked shares (e.g. rooms sold per room type, per day, as a share of the rooms to sell),
 * hand-drawn SVG: one `role="img"` named by `title`, a legend, printable. Keep the numbers in a
 * table beside it: the chart is the picture, the table the text.
 *
 * ```tsx
 * <StackedBarChart title="Occupancy by room type, next 14 days" series={['King', 'Queen']}
 *   bars={[{ label: '11-26', values: [3, 5], capacity: 20 }]} />
 * ```
 */
export function StackedBarChart(props: StackedBarChartProps) {
  return (
    <Suspense fallback={<Placeholder title={props.title} view={STACK_VIEW} />}>
      <LazyStacked {...props} />
    </Suspense>
  );
}

/** A half-circle gauge of `value` out of `of`, named "<label>: <n> %" (e.g. "Occupancy tonight: 72 %"). */
export function Gauge(props: GaugeProps) {
  return (
    <Suspense fallback={<Placeholder title={props.label} view={GAUGE_VIEW} />}>
      <LazyGauge {...props} />
    </Suspense>
  );
}
