// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@pms/contracts/rules/staff';
import { fieldMessage, NoticeProvider } from '@pms/ui';
import { ChangePasswordPage, REPEAT_MISMATCH } from '../src/account/ChangePasswordPage';
import type { Session } from '../src/auth/session';
import { employee, fakeApi, messageOf, testSession, WithSession } from './session';

/** Change password: the rule's messages beside each field before anything is sent, the service's after. */

let api: ReturnType<typeof fakeApi>;
let session: Session;
function renderPage(answer: () => Response) {
  api = fakeApi({ 'POST /api/me/password': answer });
  vi.stubGlobal('fetch', api.fetch);
  session = testSession(employee);
  return render(
    <WithSession session={session}>
      <MemoryRouter initialEntries={['/account/password']}>
        <NoticeProvider>
          <Routes>
            <Route path="/account/password" element={<ChangePasswordPage />} />
            <Route path="/" element={<h1>DASHBOARD</h1>} />
          </Routes>
        </NoticeProvider>
      </MemoryRouter>
    </WithSession>,
  );
}
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label);
function fill(current: string, next: string, repeat = next) {
  fireEvent.change(field(/^Current password/), { target: { value: current } });
  fireEvent.change(field(/^New password/), { target: { value: next } });
  fireEvent.change(field(/^Repeat new password/), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password', () => {
  it.each([
    ['nothing typed', '', '', '', { current: STAFF_MESSAGES.required, next: STAFF_MESSAGES.required }],
    ['a short new password', 'old secret', 'short', 'short', { next: STAFF_MESSAGES.passwordTooShort }],
    ['the username inside (the signed-in user’s)', 'old secret', 'my-name-is-user-ok', 'my-name-is-user-ok', { next: STAFF_MESSAGES.passwordHasUsername }],
    ['a repeated pattern', 'old secret', 'abcabcabcabc', 'abcabcabcabc', { next: STAFF_MESSAGES.passwordTooSimple }],
    ['the current one again', 'the same passphrase', 'the same passphrase', 'the same passphrase', { next: STAFF_MESSAGES.passwordUnchanged }],
    ['a repeat that differs', 'old secret', 'a fine passphrase', 'a fine passphrase!', { repeat: REPEAT_MISMATCH }],
  ])('refuses %s beside the field, sending nothing', (_, current, next, repeat, expected: Record<string, string>) => {
    renderPage(() => Response.json({ changed: true }));
    fill(current, next, repeat);
    const shown = {
      current: messageOf(field(/^Current password/)),
      next: messageOf(field(/^New password/)),
      repeat: messageOf(field(/^Repeat new password/)),
    };
    for (const name of ['current', 'next', 'repeat'] as const) {
      if (expected[name]) expect(shown[name], name).toBe(fieldMessage(expected[name]));
      else expect(field(new RegExp(`^${{ current: 'Current', next: 'New', repeat: 'Repeat' }[name]}`)).getAttribute('aria-invalid'), name).toBeNull();
    }
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the service’s 400 beside the field it names (a wrong current password)', async () => {
    renderPage(() => Response.json({ error: 'invalid_input', message: 'Some fields are not valid', fields: { current: STAFF_MESSAGES.currentPasswordWrong } }, { status: 400 }));
    fill('not my password', 'a fine passphrase');
    await waitFor(() => expect(messageOf(field(/^Current password/))).toBe(fieldMessage(STAFF_MESSAGES.currentPasswordWrong)));
    expect(session.passwordChanged).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'DASHBOARD' })).toBeNull();
  });

  it('on success says so, ends the must-change state and goes to the dashboard', async () => {
    renderPage(() => Response.json({ changed: true }));
    fill('old secret', 'a fine passphrase');
    expect(await screen.findByRole('heading', { name: 'DASHBOARD' })).toBeTruthy();
    expect(screen.getByText(/Your password was changed/)).toBeTruthy();
    expect(session.passwordChanged).toHaveBeenCalledOnce();
  });
});
