/**
 * The charts' drawing: hand-written SVG (no chart library, prints as vectors, scales with the page).
 * Loaded lazily by `lazyCharts.tsx`, once for every remote (inside the shared `@pms/ui`). Each chart
 * is one `role="img"` with an accessible name; the numbers themselves stay in the screen's table,
 * which is the text alternative.
 */
import { useId } from 'react';
import { gaugeArc, percentText, seriesColour, seriesPattern, shareOf, stackBars } from './geometry';
import { GAUGE_VIEW, STACK_VIEW, type GaugeProps, type StackedBarChartProps } from './types';

const MARGIN = { left: 48, right: 8, top: 10, bottom: 40 } as const;
const TEXT = '#1b2330';
const GRID = '#6b7788';

/** An id usable inside `url(#…)` (React's ids carry characters a URL fragment may not). */
const useSvgId = (): string => `c${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** The pattern tile laid over series `i`'s colour: white marks that tell series apart without colour. */
function SeriesPattern({ id, i }: { id: string; i: number }) {
  const kind = seriesPattern(i);
  const mark = { stroke: '#ffffff', strokeWidth: 1.5 };
  return (
    <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill={seriesColour(i)} />
      {kind === 'diagonal' || kind === 'cross' ? <path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" {...mark} /> : null}
      {kind === 'cross' ? <path d="M-2 6 L2 10 M0 0 L8 8 M6 -2 L10 2" {...mark} /> : null}
      {kind === 'dots' ? <circle cx="4" cy="4" r="1.6" fill="#ffffff" /> : null}
      {kind === 'horizontal' ? <path d="M0 4 H8" {...mark} /> : null}
      {kind === 'vertical' ? <path d="M4 0 V8" {...mark} /> : null}
    </pattern>
  );
}

export function StackedBarChart({ title, series, bars, note }: StackedBarChartProps) {
  const id = useSvgId();
  const plot = { width: STACK_VIEW.width - MARGIN.left - MARGIN.right, height: STACK_VIEW.height - MARGIN.top - MARGIN.bottom };
  const layout = stackBars(bars, plot);
  const fill = (i: number) => `url(#${id}-s${i})`;
  return (
    <figure className="pms-chart">
      <figcaption className="pms-chart__title">{title}</figcaption>
      <svg
        className="pms-chart__svg"
        role="img"
        aria-label={title}
        viewBox={`0 0 ${STACK_VIEW.width} ${STACK_VIEW.height}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <defs>
          {series.map((_, i) => (
            <SeriesPattern key={i} id={`${id}-s${i}`} i={i} />
          ))}
        </defs>
        <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
          {layout.ticks.map((t) => (
            <g key={t.share}>
              <line x1={0} x2={plot.width} y1={t.y} y2={t.y} stroke={GRID} strokeWidth={t.share === 0 ? 1.5 : 0.5} />
              <text x={-6} y={t.y} dy="0.32em" textAnchor="end" fontSize="12" fill={TEXT}>
                {percentText(t.share)}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <g key={bar.label} data-bar={bar.label}>
              {bar.segments
                .filter((s) => s.height > 0)
                .map((s) => (
                  <rect key={s.series} x={bar.x} y={s.y} width={bar.width} height={s.height} fill={fill(s.series)} stroke="#ffffff" strokeWidth={1}>
                    <title>{`${bar.label} ${series[s.series] ?? ''}: ${s.value} (${percentText(s.share)})`}</title>
                  </rect>
                ))}
              <text x={bar.x + bar.width / 2} y={plot.height + 16} textAnchor="middle" fontSize="12" fill={TEXT}>
                {bar.label}
              </text>
              <text x={bar.x + bar.width / 2} y={plot.height + 32} textAnchor="middle" fontSize="11" fill={TEXT}>
                {percentText(bar.share)}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <ul className="pms-chart__legend">
        {series.map((name, i) => (
          <li key={name}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <rect width="14" height="14" fill={fill(i)} stroke={seriesColour(i)} />
            </svg>
            {name}
          </li>
        ))}
      </ul>
      {note ? <p className="pms-hint pms-chart__note">{note}</p> : null}
    </figure>
  );
}

export function Gauge({ label, value, of, detail }: GaugeProps) {
  const share = shareOf(value, of);
  const cx = GAUGE_VIEW.width / 2;
  const cy = GAUGE_VIEW.height - 14;
  const arc = gaugeArc(share, cx, cy, 80);
  const name = `${label}: ${percentText(share)}`;
  return (
    <figure className="pms-chart pms-chart--gauge">
      <svg className="pms-chart__svg" role="img" aria-label={name} viewBox={`0 0 ${GAUGE_VIEW.width} ${GAUGE_VIEW.height}`}>
        <path d={arc.track} fill="none" stroke="#c5cedb" strokeWidth="20" />
        {arc.value ? <path d={arc.value} fill="none" stroke="#1f5fa8" strokeWidth="20" /> : null}
        <text x={cx} y={cy - 8} textAnchor="middle" fontSize="30" fontWeight="700" fill={TEXT}>
          {percentText(share)}
        </text>
      </svg>
      <figcaption className="pms-chart__title">
        {label}
        {detail ? <span className="pms-chart__detail">{detail}</span> : null}
      </figcaption>
    </figure>
  );
}
