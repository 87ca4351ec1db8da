// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@pms/ui';
import { SessionRenewal } from '../src/auth/SessionRenewal';
import { manager, testSession, WithSession } from './session';

/**
 * Session expiry loses no work (issue #14): a call answering 401 opens the password dialog; signed
 * in again as the same user, the call is sent once more and the page keeps what was typed.
 */
let calls: string[] = [];
let sessionAlive = false;
beforeEach(() => {
  calls = [];
  sessionAlive = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    calls.push(key);
    if (key === 'POST /api/login') {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== 'the right one') return Response.json({ error: 'unauthorized', message: 'The username or password is incorrect.' }, { status: 401 });
      sessionAlive = true;
      return Response.json({ user: manager });
    }
    if (!sessionAlive) return Response.json({ error: 'unauthorized', message: 'Please sign in.' }, { status: 401 });
    return Response.json({ room_issue_id: 7 }, { status: 201 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page with a typed field and a Save that posts it. */
function WorkOrderPage() {
  const [issue, setIssue] = useState('');
  const [saved, setSaved] = useState<string>();
  return (
    <div>
      <label>
        Issue <input value={issue} onChange={(e) => setIssue(e.target.value)} />
      </label>
      <button type="button" onClick={() => void api.post<{ room_issue_id: number }>('/api/hw/room_issues', { issue }).then((r) => setSaved(`saved ${r.room_issue_id}`), () => setSaved('failed'))}>
        Save
      </button>
      {saved ? <p>{saved}</p> : null}
    </div>
  );
}

function renderPage() {
  render(
    <WithSession session={testSession(manager)}>
      <WorkOrderPage />
      <SessionRenewal />
    </WithSession>,
  );
}

describe('the session renewal dialog', () => {
  it('asks for the password, then sends the failed call again: nothing typed is lost', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Issue'), { target: { value: 'Leaking tap in 204' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(dialog.textContent).toContain('manager');

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password is not right, or the account is no longer active.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('saved 7')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Issue').value).toBe('Leaking tap in 204');
    expect(calls).toEqual(['POST /api/hw/room_issues', 'POST /api/login', 'POST /api/login', 'POST /api/hw/room_issues']);
  });

  it('Sign out gives the call up (the shell then shows the login screen)', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(calls).toEqual(['POST /api/hw/room_issues']);
  });

  it('Escape closes the dialog and gives the focus back, without signing out: the call waits for the password', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Issue'), { target: { value: 'Leaking tap in 204' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Password/)));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(save);
    // Nothing given up: the page keeps what was typed, the call neither failed nor was sent again.
    expect(screen.getByLabelText<HTMLInputElement>('Issue').value).toBe('Leaking tap in 204');
    expect(screen.queryByText('failed')).toBeNull();
    const bar = screen.getByRole('region', { name: 'Session ended' });
    expect(bar.textContent).toContain('nothing is saved until manager signs in again');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('saved 7')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Session ended' })).toBeNull();
    expect(calls).toEqual(['POST /api/hw/room_issues', 'POST /api/login', 'POST /api/hw/room_issues']);
  });

  it('after Escape, the bar’s Sign out gives the call up as the dialog’s does', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    fireEvent.click(within(screen.getByRole('region', { name: 'Session ended' })).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Session ended' })).toBeNull();
    expect(calls).toEqual(['POST /api/hw/room_issues']);
  });
});
