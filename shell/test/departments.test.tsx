// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartmentBoundary } from '../src/departments/DepartmentBoundary';
import { departmentFor, KNOWN_DEPARTMENTS } from '../src/departments/departments';
import { departmentsFrom, parseRemoteList } from '../src/federation/remoteList';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('which department owns an address', () => {
  it.each([
    ['/reserve/new', 'reservations'],
    ['/reservationcomfirmation', 'reservations'],
    ['/frontdesk/arrivals', 'frontdesk'],
    ['/cashiering/payment', 'finance'],
    ['/reports/houseStatus', 'reports'],
    ['/reports', 'reports'],
  ])('%s → %s', (path, name) => {
    expect(departmentFor(path, KNOWN_DEPARTMENTS)?.name).toBe(name);
  });

  it.each(['/', '/reportsX', '/unknown/page', '/reserveXYZ'])('%s → nobody (the shell’s not-found page)', (path) => {
    expect(departmentFor(path, KNOWN_DEPARTMENTS)).toBeUndefined();
  });
});

describe('the remote list (/remotes.json)', () => {
  it('keeps good lines and reports bad ones', () => {
    const { remotes, problems } = parseRemoteList([
      { name: 'frontdesk', entry: '/mfe/frontdesk/mf-manifest.json' },
      { name: 'bad name', entry: '/x' },
      { entry: '/y' },
      'nonsense',
    ]);
    expect(remotes).toEqual([{ name: 'frontdesk', entry: '/mfe/frontdesk/mf-manifest.json' }]);
    expect(problems).toHaveLength(3);
  });

  it('refuses a list that is not an array', () => {
    expect(parseRemoteList({ frontdesk: '/x' }).remotes).toEqual([]);
  });

  it('routes the four departments even when unlisted, and adds a new remote that names its paths', () => {
    const departments = departmentsFrom(
      parseRemoteList([{ name: 'spa', entry: '/mfe/spa/mf-manifest.json', label: 'Spa', paths: ['/spa'] }]).remotes,
    );
    expect(departments.map((d) => d.name)).toEqual(['reservations', 'frontdesk', 'finance', 'reports', 'spa']);
    expect(departmentFor('/spa/bookings', departments)?.label).toBe('Spa');
  });
});

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('screen bug');
  return <p>screen works</p>;
}

function Harness() {
  const [key, setKey] = useState('a');
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button onClick={() => setExplode(false)}>fix</button>
      <button onClick={() => setKey('b')}>retry</button>
      <DepartmentBoundary resetKey={key} fallback={<p role="alert">Front desk is unavailable right now</p>}>
        <Exploding explode={explode} />
      </DepartmentBoundary>
    </>
  );
}

describe('DepartmentBoundary', () => {
  it('shows the department message when a screen throws, and tries again on a new key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toBe('Front desk is unavailable right now');
    fireEvent.click(screen.getByText('fix'));
    // Same key: still the message (a re-render alone does not retry).
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByText('retry'));
    expect(screen.getByText('screen works')).toBeTruthy();
  });
});
