// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../src/login/LoginForm';
import { canSubmitLogin, DEMO_CREDENTIALS } from '../src/login/loginRule';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const username = () => screen.getByLabelText<HTMLInputElement>('Username');
const password = () => screen.getByLabelText<HTMLInputElement>('Password');
const loginButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Login' });

describe('the Login button rule (docs/product.md §5: username ≥ 4, password ≥ 5)', () => {
  it.each([
    ['user', '123123', true],
    ['usr', '123123', false],
    ['user', '1234', false],
    ['user', '12345', true],
    ['abcd', '12345', true],
    ['', '', false],
  ])('username %j, password %j → enabled %s', (u, p, enabled) => {
    expect(canSubmitLogin(u, p)).toBe(enabled);
  });

  it('starts prefilled with the demo account, Login enabled', () => {
    render(<LoginForm onSignedIn={() => undefined} />);
    expect(username().value).toBe(DEMO_CREDENTIALS.username);
    expect(password().value).toBe(DEMO_CREDENTIALS.password);
    expect(loginButton().disabled).toBe(false);
  });

  it('disables and enables Login as the fields change', () => {
    render(<LoginForm onSignedIn={() => undefined} />);
    fireEvent.change(username(), { target: { value: 'abc' } });
    expect(loginButton().disabled).toBe(true);
    fireEvent.change(username(), { target: { value: 'abcd' } });
    expect(loginButton().disabled).toBe(false);
    fireEvent.change(password(), { target: { value: '1234' } });
    expect(loginButton().disabled).toBe(true);
    fireEvent.change(password(), { target: { value: '12345' } });
    expect(loginButton().disabled).toBe(false);
  });

  it('does not call the server when the rule is not met, even on Enter', () => {
    render(<LoginForm onSignedIn={() => undefined} />);
    fireEvent.change(password(), { target: { value: '1234' } });
    fireEvent.submit(loginButton().form as HTMLFormElement);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('posts the credentials and hands over the signed-in user', async () => {
    const user = { user_id: 3, username: 'user', access_id: 1, type: 'Employee' };
    fetchMock.mockResolvedValue(json(200, { user }));
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.click(loginButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ user }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'user', password: '123123' });
  });

  it('hands over must_change_password when an Administrator set the password', async () => {
    const user = { user_id: 4, username: 'newhire', access_id: 2, type: 'Manager' };
    fetchMock.mockResolvedValue(json(200, { user, must_change_password: true }));
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.click(loginButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ user, must_change_password: true }));
  });

  it('says "error logging in" on the page and "Failed to log in" in the console when refused', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized', message: 'Wrong username or password.' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    // The message's line is there, empty, before any failure: its words come without moving the panel.
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(loginButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error logging in'));
    expect(consoleError.mock.calls.some((args) => args[0] === 'Failed to log in')).toBe(true);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('treats an answer without a username as a failed login (docs/product.md §8)', async () => {
    fetchMock.mockResolvedValue(json(200, { user: { user_id: 3, access_id: 1, type: 'Employee' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.click(loginButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error logging in'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
