// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomCards } from '../src/pages/housekeepingCards';
import { housekeepingRow } from './rows';

/** HOUSEKEEPING on a phone (issue #17): a card a room, one-tap Clean/Dirty. */

afterEach(cleanup);

const row = housekeepingRow;

describe('RoomCards', () => {
  it('shows each room with its statuses and which of Clean and Dirty is in force', () => {
    render(<RoomCards rows={[row({}), row({ room_id: 2, room_num: '102', clean: 0, occupied: 1 })]} onSave={vi.fn()} />);
    const cards = within(screen.getByRole('list', { name: 'Housekeeping' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'Room 102' })).toBeTruthy();
    expect(cards[1]?.textContent).toContain('Occupied');
    const dirtyRoom = screen.getByRole('group', { name: 'Room status, room 102' });
    expect(within(dirtyRoom).getByRole('button', { name: 'Dirty' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dirtyRoom).getByRole('button', { name: 'Clean' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('saves a tap at once, shows it while saving, and ignores a tap on the state in force', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<RoomCards rows={[row({})]} onSave={onSave} />);
    const group = screen.getByRole('group', { name: 'Room status, room 101' });
    fireEvent.click(within(group).getByRole('button', { name: 'Clean' }));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('button', { name: 'Dirty' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ room_id: 1 }), 0);
    expect(within(group).getByRole('button', { name: 'Dirty' }).getAttribute('aria-pressed')).toBe('true');
    expect(group.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(group.getAttribute('aria-busy')).toBe('false');
  });

  it('shows the next arrival assigned to the room, and nothing when there is none', () => {
    render(<RoomCards rows={[row({ next_arrival: '2026-12-03' }), row({ room_id: 2, room_num: '102', next_arrival: null })]} onSave={vi.fn()} />);
    const cards = within(screen.getByRole('list', { name: 'Housekeeping' })).getAllByRole('listitem');
    expect(cards[0]?.textContent).toContain('Next arrival2026-12-03');
    expect(cards[1]?.textContent).not.toContain('Next arrival');
  });

  it('says so when no room matches the filters', () => {
    render(<RoomCards rows={[]} onSave={vi.fn()} />);
    expect(screen.getByText('No rooms match these filters')).toBeTruthy();
  });
});
