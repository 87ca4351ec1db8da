import { lazy, Suspense } from 'react';
import { GAUGE_VIEW, STACK_VIEW, type GaugeProps, type StackedBarChartProps } from './types';

// One chunk for both charts, fetched the first time a chart is shown (not with the login screen),
// or earlier by `preloadCharts` from a screen that knows it will draw one once its answer comes.
const load = () => import('./Charts');
const LazyStacked = lazy(() => load().then((m) => ({ default: m.StackedBarChart })));
const LazyGauge = lazy(() => load().then((m) => ({ default: m.Gauge })));

/**
 * Starts fetching the charts' code now, e.g. when a report screen mounts, so it is there by the
 * time the report's answer is: the chart is then drawn at once instead of after its stand-in.
 */
export function preloadCharts(): void {
  void load();
}

/** A legend swatch's box while the drawing code loads (the drawn one is the same 14 px SVG). */
const Swatch = () => <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false" />;

/**
 * Holds the bar chart's place while its code loads, box for box as `Charts.tsx` draws it — the
 * caption, the drawing at its proportions, the legend and the note — so nothing below moves when
 * the drawing replaces it (issue #16: layout shift 0).
 */
function StackedPlaceholder({ title, series, note }: StackedBarChartProps) {
  return (
    <figure className="pms-chart" aria-busy="true">
      <figcaption className="pms-chart__title">{title}</figcaption>
      <div className="pms-chart__svg" style={{ aspectRatio: `${STACK_VIEW.width} / ${STACK_VIEW.height}` }} />
      <ul className="pms-chart__legend">
        {series.map((name) => (
          <li key={name}>
            <Swatch />
            {name}
          </li>
        ))}
      </ul>
      {note ? <p className="pms-hint pms-chart__note">{note}</p> : null}
    </figure>
  );
}

/** The gauge's stand-in: the drawing's box first, then its caption with the detail line, as drawn. */
function GaugePlaceholder({ label, detail }: GaugeProps) {
  return (
    <figure className="pms-chart pms-chart--gauge" aria-busy="true">
      <div className="pms-chart__svg" style={{ aspectRatio: `${GAUGE_VIEW.width} / ${GAUGE_VIEW.height}` }} />
      <figcaption className="pms-chart__title">
        {label}
        {detail ? <span className="pms-chart__detail">{detail}</span> : null}
      </figcaption>
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
    <Suspense fallback={<StackedPlaceholder {...props} />}>
      <LazyStacked {...props} />
    </Suspense>
  );
}

/** A half-circle gauge of `value` out of `of`, named "<label>: <n> %" (e.g. "Occupancy tonight: 72 %"). */
export function Gauge(props: GaugeProps) {
  return (
    <Suspense fallback={<GaugePlaceholder {...props} />}>
      <LazyGauge {...props} />
    </Suspense>
  );
}
