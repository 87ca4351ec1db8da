import { describe, expect, it } from 'vitest';
import { contrastRatio, gaugeArc, percentText, SERIES_COLOURS, shareOf, stackBars } from '../src/charts/geometry';

const box = { width: 140, height: 100, gap: 0 };
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

describe('stacked bars', () => {
  it('stacks each day’s series from the bottom; the stack is the day’s share of its capacity', () => {
    const { bars, top } = stackBars([{ label: '11-26', values: [5, 10, 5], capacity: 40 }], box);
    const [bar] = bars;
    expect(top).toBe(1);
    expect(bar?.share).toBe(0.5);
    expect(bar?.segments.map((s) => s.height)).toEqual([12.5, 25, 12.5]);
    // Each segment sits on the one below: bottom at the plot's floor, top at 50 %.
    expect(bar?.segments.map((s) => s.y)).toEqual([87.5, 62.5, 50]);
    expect(sum(bar?.segments.map((s) => s.height) ?? [])).toBe(50);
    expect(sum(bar?.segments.map((s) => s.share) ?? [])).toBeCloseTo(bar?.share ?? -1, 12);
  });

  it('draws an empty hotel night (0 %) as no height and a full one (100 %) as the whole plot', () => {
    const { bars } = stackBars(
      [
        { label: 'empty', values: [0, 0], capacity: 30 },
        { label: 'full', values: [10, 20], capacity: 30 },
      ],
      box,
    );
    expect(bars[0]?.share).toBe(0);
    expect(bars[0]?.segments.every((s) => s.height === 0 && s.y === 100)).toBe(true);
    expect(bars[1]?.share).toBe(1);
    expect(sum(bars[1]?.segments.map((s) => s.height) ?? [])).toBe(100);
    expect(bars[1]?.segments.at(-1)?.y).toBe(0);
  });

  it('gives a room type with no rooms a zero-height segment, and a day with no rooms to sell 0 % (no NaN)', () => {
    const { bars } = stackBars(
      [
        { label: 'a', values: [4, 0, 4], capacity: 16 },
        { label: 'b', values: [0, 0, 0], capacity: 0 },
      ],
      box,
    );
    expect(bars[0]?.segments[1]).toMatchObject({ height: 0, share: 0, value: 0 });
    expect(bars[0]?.segments.map((s) => s.y)).toEqual([75, 75, 50]); // the third type sits right on the first
    expect(bars[1]?.segments.every((s) => s.height === 0 && Number.isFinite(s.y))).toBe(true);
    expect(bars[1]?.share).toBe(0);
  });

  it('raises the top for an oversold night instead of cutting the bar, and keeps 100 % as a gridline', () => {
    const { bars, top, ticks } = stackBars(
      [
        { label: 'over', values: [25], capacity: 20 },
        { label: 'half', values: [10], capacity: 20 },
      ],
      box,
    );
    expect(top).toBe(1.25);
    expect(bars[0]?.segments[0]).toMatchObject({ y: 0, height: 100 });
    expect(bars[1]?.segments[0]?.height).toBe(40);
    expect(ticks.find((t) => t.share === 1)?.y).toBe(20);
  });

  it('places the bars side by side in equal slots, centred', () => {
    const { bars } = stackBars(
      [
        { label: 'a', values: [1], capacity: 1 },
        { label: 'b', values: [1], capacity: 1 },
      ],
      { width: 200, height: 10, gap: 0.5 },
    );
    expect(bars.map((b) => [b.x, b.width])).toEqual([
      [25, 50],
      [125, 50],
    ]);
    expect(stackBars([], box).bars).toEqual([]);
  });
});

describe('shares and the gauge', () => {
  it('reads a share as a whole percentage, 0 when there is nothing to share', () => {
    expect(shareOf(31, 43)).toBeCloseTo(0.7209, 4);
    expect(percentText(shareOf(31, 43))).toBe('72 %');
    expect(shareOf(5, 0)).toBe(0);
    expect(shareOf(-2, 10)).toBe(0);
    expect(percentText(0)).toBe('0 %');
    expect(percentText(1)).toBe('100 %');
  });

  it('fills nothing at 0 %, up to the top at 50 % and the whole half circle at 100 % or more', () => {
    const empty = gaugeArc(0, 100, 100, 80);
    expect(empty.value).toBe('');
    expect(empty.track).toBe('M 20 100 A 80 80 0 0 1 180 100');
    expect(gaugeArc(0.5, 100, 100, 80).value).toBe('M 20 100 A 80 80 0 0 1 100 20');
    expect(gaugeArc(1, 100, 100, 80).value).toBe('M 20 100 A 80 80 0 0 1 180 100');
    expect(gaugeArc(1.3, 100, 100, 80)).toMatchObject({ drawn: 1, value: 'M 20 100 A 80 80 0 0 1 180 100' });
    expect(gaugeArc(Number.NaN, 100, 100, 80).drawn).toBe(0);
  });
});

describe('series colours', () => {
  it('stand out from the white page (≥ 3:1) and from one another', () => {
    for (const c of SERIES_COLOURS) expect(contrastRatio(c, '#ffffff'), c).toBeGreaterThanOrEqual(3);
    expect(new Set(SERIES_COLOURS).size).toBe(SERIES_COLOURS.length);
    // The gauge: value arc against its track.
    expect(contrastRatio('#1f5fa8', '#c5cedb')).toBeGreaterThanOrEqual(3);
  });
});
