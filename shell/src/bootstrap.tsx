import '@pms/ui/theme.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginStatus } from '@pms/contracts/auth';
import { api } from '@pms/ui';
import { GUEST_USER } from '@pms/contracts/rules/session';
import { LoginStatusAnswer } from './answers';
import { App } from './App';
import { departmentsFrom, parseRemoteList, type RemoteListing } from './federation/remoteList';
import { registerRemotes } from './federation/runtime';

/** Who is signed in, asked before anything is shown (docs/product.md §1). */
async function loginStatus(): Promise<LoginStatus> {
  return api.request('GET /api/login/status', { schema: LoginStatusAnswer });
}

/** The remotes to register; without the list every department shows "unavailable", nothing else breaks. */
async function remoteList(): Promise<RemoteListing[]> {
  try {
    const res = await fetch('/remotes.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
    const { remotes, problems } = parseRemoteList(await res.json());
    for (const p of problems) console.error(`[shell] ${p}`);
    return remotes;
  } catch (e) {
    console.error('[shell] the remote list could not be read; departments will be unavailable', e);
    return [];
  }
}

async function start(root: HTMLElement) {
  const [status, remotes] = await Promise.allSettled([loginStatus(), remoteList()]);
  const listed = remotes.status === 'fulfilled' ? remotes.value : [];
  // Registered before the first render, so a deep link's department can load straight away.
  registerRemotes(listed);
  let signedIn: LoginStatus = GUEST_USER;
  if (status.status === 'fulfilled') signedIn = status.value;
  else console.error('[shell] could not read the login status; showing the login screen', status.reason);
  createRoot(root).render(
    <StrictMode>
      <App initialUser={userOf(signedIn)} initialMustChangePassword={signedIn.must_change_password === true} departments={departmentsFrom(listed)} />
    </StrictMode>,
  );
}

const userOf = ({ user_id, username, access_id, type }: LoginStatus) => ({ user_id, username, access_id, type });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void start(root);
