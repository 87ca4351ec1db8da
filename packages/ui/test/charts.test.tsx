// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gauge, StackedBarChart } from '../src/charts/lazyCharts';
import { PlainTable } from '../src/table/PlainTable';

afterEach(cleanup);

/** A figure's boxes, top to bottom, as layout sees them: class and text (the drawing's box whatever its tag). */
const boxes = (figure: Element | null) =>
  Array.from(figure?.children ?? []).map((el) => `${el.getAttribute('class')}: ${el.classList.contains('pms-chart__svg') ? '' : el.textContent}`);

describe('charts', () => {
  // First in the file: the stand-ins show only until the charts' code has loaded once.
  it('hold their place while the drawing loads with the boxes the drawing has: caption, legend, note (issue #16: no layout shift)', async () => {
    const note = 'The numbers are in the table below.';
    const { container } = render(
      <>
        <StackedBarChart title="Occupancy, 14 days" series={['King', 'Queen']} bars={[{ label: '11-26', values: [2, 1], capacity: 10 }]} note={note} />
        <Gauge label="Occupancy tonight" value={31} of={43} detail="At most 31 of 43 rooms to sell" />
      </>,
    );
    const standIns = Array.from(container.querySelectorAll('figure')).map(boxes);
    expect(container.querySelectorAll('figure[aria-busy="true"]')).toHaveLength(2);
    expect(standIns[0]).toEqual(['pms-chart__title: Occupancy, 14 days', 'pms-chart__svg: ', 'pms-chart__legend: KingQueen', `pms-hint pms-chart__note: ${note}`]);
    await screen.findByRole('img', { name: 'Occupancy, 14 days' }, { timeout: 15_000 });
    await screen.findByRole('img', { name: 'Occupancy tonight: 72 %' }, { timeout: 15_000 });
    expect(Array.from(container.querySelectorAll('figure')).map(boxes)).toEqual(standIns);
  });

  it('draw one named image each, with a legend naming every series', async () => {
    render(
      <StackedBarChart
        title="Occupancy by room type, 14 days from 2026-11-26"
        series={['King', 'Queen', 'Suite']}
        bars={[
          { label: '11-26', values: [2, 0, 1], capacity: 10 },
          { label: '11-27', values: [0, 0, 0], capacity: 0 },
        ]}
      />,
    );
    const chart = await screen.findByRole('img', { name: 'Occupancy by room type, 14 days from 2026-11-26' }, { timeout: 15_000 });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    // Two drawn segments (the empty type and the empty day draw nothing).
    expect(chart.querySelectorAll('rect > title').length).toBe(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['King', 'Queen', 'Suite']);
  });

  it('names the gauge with its percentage, 0 % when there are no rooms to sell', async () => {
    const { rerender } = render(<Gauge label="Occupancy tonight" value={31} of={43} detail="At most 31 of 43 rooms to sell" />);
    expect(await screen.findByRole('img', { name: 'Occupancy tonight: 72 %' }, { timeout: 15_000 })).toBeTruthy();
    rerender(<Gauge label="Occupancy tonight" value={0} of={0} />);
    expect(await screen.findByRole('img', { name: 'Occupancy tonight: 0 %' })).toBeTruthy();
  });
});

describe('plain table', () => {
  it('shows rows under column headers, numbers right-aligned, and the empty message', () => {
    const columns = [
      { id: 'date', header: 'Date', value: (r: { date: string; n: number }) => r.date },
      { id: 'n', header: 'Rooms', value: (r: { date: string; n: number }) => r.n, numeric: true, cellClass: (r: { n: number }) => (r.n < 0 ? 'over' : undefined) },
    ];
    const { rerender } = render(<PlainTable ariaLabel="Rooms by date" columns={columns} rows={[{ date: '2026-11-26', n: -1 }]} rowKey={(r) => r.date} />);
    const table = screen.getByRole('table', { name: 'Rooms by date' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Rooms']);
    const cell = table.querySelector('tr[data-row="2026-11-26"] td[data-col="n"]');
    expect(cell?.textContent).toBe('-1');
    expect(cell?.className).toBe('pms-num over');
    rerender(<PlainTable ariaLabel="Rooms by date" columns={columns} rows={[]} rowKey={(r) => r.date} emptyMessage="Choose a start date" />);
    expect(screen.getByRole('cell').textContent).toBe('Choose a start date');
  });
});
