/**
 * Chart geometry as plain numbers (no React, no DOM), so the drawing is testable: bars stacked as
 * shares of a capacity, and the gauge's arc. Sizes are in the SVG's own units (its viewBox).
 */

/** `part / whole`, 0 when there is nothing to fill (no rooms to sell, or all out of order). */
export function shareOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return part / whole;
}

/** A share as a whole percentage ("72 %" for 0.7249). */
export function percentText(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** One bar: the values of each series (rooms sold per room type) out of the bar's capacity. */
export interface StackInput {
  label: string;
  values: readonly number[];
  /** What 100 % means for this bar (rooms that could be sold that night). */
  capacity: number;
}

interface StackSegment {
  series: number;
  value: number;
  share: number;
  y: number;
  height: number;
}

interface StackBar {
  label: string;
  x: number;
  width: number;
  /** The bar's whole share (the sum of its segments' shares), e.g. 0.72 for 72 % occupied. */
  share: number;
  segments: StackSegment[];
}

export interface StackLayout {
  bars: StackBar[];
  /** The share at the top of the plot: 1, or more when a night is oversold (never hidden). */
  top: number;
  /** Gridline shares with their heights: 0, 25, 50, 75 and 100 %. */
  ticks: Array<{ share: number; y: number }>;
}

export interface PlotBox {
  width: number;
  height: number;
  /** Room between bars, as a fraction of each bar's slot (0.25: a quarter of the slot is gap). */
  gap?: number;
}

/**
 * Bars side by side across `box.width`, each a stack of its series from the bottom (`y` grows
 * downwards as in SVG, the plot's bottom is `box.height`). A segment's height is its value's share of
 * the bar's capacity, so the stack's height is the bar's share; a series with no rooms has zero height.
 */
export function stackBars(inputs: readonly StackInput[], box: PlotBox): StackLayout {
  const shares = inputs.map((bar) => bar.values.map((v) => shareOf(v, bar.capacity)));
  const totals = inputs.map((bar) => shareOf(bar.values.reduce((sum, v) => sum + Math.max(0, v), 0), bar.capacity));
  const top = Math.max(1, ...totals);
  const slot = inputs.length > 0 ? box.width / inputs.length : 0;
  const width = slot * (1 - (box.gap ?? 0.25));
  const heightOf = (share: number) => (share / top) * box.height;

  const bars = inputs.map((bar, i): StackBar => {
    // Heights from running sums, so the stack's top is exactly the bar's share (no rounding drift).
    let sold = 0;
    let below = box.height;
    const segments = bar.values.map((value, series): StackSegment => {
      sold += Math.max(0, value);
      const y = box.height - heightOf(shareOf(sold, bar.capacity));
      const segment = { series, value, share: shares[i]?.[series] ?? 0, y, height: below - y };
      below = y;
      return segment;
    });
    return { label: bar.label, x: i * slot + (slot - width) / 2, width, share: totals[i] ?? 0, segments };
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => ({ share, y: box.height - heightOf(share) }));
  return { bars, top, ticks };
}

export interface GaugeArc {
  /** The track: the whole half circle. */
  track: string;
  /** The filled part; empty at 0 %. */
  value: string;
  /** The share drawn (0…1; an oversold night fills the whole arc). */
  drawn: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A half-circle gauge centred at (cx, cy) with radius r, filling from the left end clockwise over
 * the top: 0 → nothing, 0.5 → up to the top, 1 → the whole half circle.
 */
export function gaugeArc(share: number, cx: number, cy: number, r: number): GaugeArc {
  const drawn = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  const start = `M ${round(cx - r)} ${round(cy)}`;
  const track = `${start} A ${r} ${r} 0 0 1 ${round(cx + r)} ${round(cy)}`;
  if (drawn === 0) return { track, value: '', drawn };
  const angle = Math.PI * (1 - drawn); // from the left end (π) towards the right end (0)
  const x = round(cx + r * Math.cos(angle));
  const y = round(cy - r * Math.sin(angle));
  return { track, value: `${start} A ${r} ${r} 0 0 1 ${x} ${y}`, drawn };
}

/**
 * Series colours: each at least 3:1 against white (WCAG 1.4.11, graphical objects), told apart by
 * hue and by the pattern laid over it (see `SERIES_PATTERNS`), so they survive a grey-scale print.
 */
export const SERIES_COLOURS = ['#1f5fa8', '#b35806', '#1b7837', '#762a83', '#8c510a', '#2d6a80'] as const;

/** The pattern over each series' colour, by index (cycled with the colours). */
export const SERIES_PATTERNS = ['solid', 'diagonal', 'dots', 'horizontal', 'cross', 'vertical'] as const;

export const seriesColour = (i: number): string => SERIES_COLOURS[i % SERIES_COLOURS.length] as string;
export const seriesPattern = (i: number): (typeof SERIES_PATTERNS)[number] =>
  SERIES_PATTERNS[i % SERIES_PATTERNS.length] as (typeof SERIES_PATTERNS)[number];

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
