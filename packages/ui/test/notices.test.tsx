// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client';
import { useApi, useApiQuery } from '../src/api/useApi';
import { Notice } from '../src/notice/Notice';
import { NoticeProvider, useNotice, type NoticeApi } from '../src/notice/NoticeProvider';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let notices: NoticeApi;
function Grab() {
  notices = useNotice();
  return null;
}

describe('notices', () => {
  it('an error is an alert that stays until dismissed with its button', () => {
    vi.useFakeTimers();
    render(
      <NoticeProvider>
        <Grab />
      </NoticeProvider>,
    );
    act(() => {
      notices.error('Room 104 is occupied.', { title: 'Check in failed.' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Check in failed.');
    expect(alert.textContent).toContain('Room 104 is occupied.');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    const dismiss = screen.getByRole('button', { name: 'Dismiss message' });
    dismiss.focus();
    expect(document.activeElement).toBe(dismiss); // keyboard reachable
    fireEvent.click(dismiss);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error with a reference shows it to quote in a bug report', () => {
    render(
      <NoticeProvider>
        <Grab />
      </NoticeProvider>,
    );
    act(() => {
      notices.error('The server had a problem.', { title: 'Check in failed.', reference: '4bf92f3577b34da6a3ce929d0e0e4736' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Reference: 4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('success is a status that goes away by itself', () => {
    vi.useFakeTimers();
    render(
      <NoticeProvider>
        <Grab />
      </NoticeProvider>,
    );
    act(() => {
      notices.success('Reservation was successfully updated!');
    });
    expect(screen.getByRole('status').textContent).toContain('Reservation was successfully updated!');
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(screen.queryByText('Reservation was successfully updated!')).toBeNull();
  });

  it('the same message twice is shown once', () => {
    render(
      <NoticeProvider>
        <Grab />
      </NoticeProvider>,
    );
    act(() => {
      notices.error('The server could not be reached.');
      notices.error('The server could not be reached.');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('inline Notice: role by kind, optional dismiss', () => {
    const onDismiss = vi.fn();
    render(
      <>
        <Notice kind="success">Reservation has been cancelled!</Notice>
        <Notice kind="error" onDismiss={onDismiss}>
          Failed
        </Notice>
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('Reservation has been cancelled!');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('without a provider, notices go to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Grab />);
    notices.error('lost');
    expect(error).toHaveBeenCalledWith('[notice] lost');
  });
});

describe('useApi / useApiQuery make failures visible', () => {
  it('call(): a failed call shows a notice, logs a line and resolves undefined', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let result: unknown = 'not yet';
    function Page() {
      const { call } = useApi();
      return (
        <button
          type="button"
          onClick={() =>
            // call() never rejects: it reports the failure and resolves undefined (what this test proves).
            void call('Save work order', () =>
              Promise.reject(new ApiError({ status: 503, code: 'unavailable', message: 'Rooms is not answering.' })),
            ).then((answer) => {
              result = answer;
            })
          }
        >
          Save
        </button>
      );
    }
    render(
      <NoticeProvider>
        <Page />
      </NoticeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Rooms is not answering.');
    expect(result).toBeUndefined();
    expect(log.mock.calls[0]![0]).toBe('[api] Save work order failed: 503 unavailable: Rooms is not answering.');
  });

  it('useApiQuery: re-queries on change and a slow old answer never overwrites a newer one', async () => {
    const pending = new Map<string, (v: string[]) => void>();
    const load = (name: string) => (signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => {
        pending.set(name, resolve);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    function Search({ name }: { name: string }) {
      const q = useApiQuery('Search guests', load(name), [name]);
      return <p data-testid="out">{q.loading ? 'loading' : (q.data ?? []).join(',')}</p>;
    }
    const { rerender } = render(
      <NoticeProvider>
        <Search name="Sm" />
      </NoticeProvider>,
    );
    rerender(
      <NoticeProvider>
        <Search name="Smith" />
      </NoticeProvider>,
    );
    act(() => pending.get('Smith')!(['Smith, Mary']));
    await waitFor(() => expect(screen.getByTestId('out').textContent).toBe('Smith, Mary'));
    act(() => pending.get('Sm')!(['Small, Tom', 'Smith, Mary']));
    await Promise.resolve();
    expect(screen.getByTestId('out').textContent).toBe('Smith, Mary');
    expect(screen.queryByRole('alert')).toBeNull(); // the cancelled search is not an error
  });

  it('useApiQuery: a failure is shown and can be retried with reload()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    function Arrivals() {
      const q = useApiQuery(
        'Load arrivals',
        async () => {
          attempt += 1;
          if (attempt === 1) throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached.' });
          return ['Smith'];
        },
        [],
      );
      return (
        <>
          <p data-testid="out">{q.data?.join(',') ?? (q.error ? q.error.code : '')}</p>
          <button type="button" onClick={q.reload}>
            Retry
          </button>
        </>
      );
    }
    render(
      <NoticeProvider>
        <Arrivals />
      </NoticeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Load arrivals failed.');
    expect(screen.getByTestId('out').textContent).toBe('network');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('out').textContent).toBe('Smith'));
  });

  it('useApiQuery: null skips the call', () => {
    function Idle() {
      const q = useApiQuery<string>('Load', null, []);
      return <p data-testid="out">{q.loading ? 'loading' : 'idle'}</p>;
    }
    render(<Idle />);
    expect(screen.getByTestId('out').textContent).toBe('idle');
  });
});
