// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from '../src/hooks/useDebounced';
import {
  RESERVATION_ID_KEY,
  readReservationId,
  storeReservationId,
  useReservationId,
} from '../src/hooks/useLocalStorage';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('reservation id hand-off', () => {
  it('is stored under the key reservation_id', () => {
    expect(RESERVATION_ID_KEY).toBe('reservation_id');
    storeReservationId(42);
    expect(localStorage.getItem('reservation_id')).toBe('42');
    expect(readReservationId()).toBe(42);
  });

  it('nothing or garbage stored reads as null', () => {
    expect(readReservationId()).toBeNull();
    localStorage.setItem('reservation_id', 'undefined');
    expect(readReservationId()).toBeNull();
    localStorage.setItem('reservation_id', '0');
    expect(readReservationId()).toBeNull();
  });

  it('the hook follows writes from this tab and from other tabs', () => {
    function Current() {
      const [id] = useReservationId();
      return <p data-testid="id">{id ?? 'none'}</p>;
    }
    render(<Current />);
    expect(screen.getByTestId('id').textContent).toBe('none');
    act(() => storeReservationId(7));
    expect(screen.getByTestId('id').textContent).toBe('7');
    act(() => {
      localStorage.setItem('reservation_id', '9');
      window.dispatchEvent(new StorageEvent('storage', { key: 'reservation_id' }));
    });
    expect(screen.getByTestId('id').textContent).toBe('9');
  });
});

describe('useDebounced', () => {
  it('gives the value once it stops changing', () => {
    vi.useFakeTimers();
    function Echo({ v }: { v: string }) {
      return <p data-testid="v">{useDebounced(v, 300)}</p>;
    }
    const { rerender } = render(<Echo v="S" />);
    rerender(<Echo v="Sm" />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(<Echo v="Smi" />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('v').textContent).toBe('S');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('v').textContent).toBe('Smi');
  });
});
