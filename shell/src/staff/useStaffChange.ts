import { useState } from 'react';
import type { StaffPatchBody, StaffUser } from '@pms/contracts/staff';
import { api, useNotice } from '@pms/ui';
import { refusalOf, type Refusal } from '../account/refusal';
import { StaffUserAnswer } from './answers';

/**
 * One change to a staff account (`PATCH /api/users/{id}`) from a row of the STAFF table: sends it,
 * says what was done in a notice, or keeps the refusal for the panel — each field's message beside
 * it, and anything else (the 409 that protects the last Administrator) as the panel's own message.
 */
export function useStaffChange(user: StaffUser, action: string, onDone: () => void) {
  const notice = useNotice();
  const [refusal, setRefusal] = useState<Refusal>({ fields: {} });
  const [busy, setBusy] = useState(false);

  async function send(body: StaffPatchBody, done: (changed: StaffUser) => string, fields: readonly string[] = []): Promise<void> {
    if (busy) return;
    setBusy(true);
    setRefusal({ fields: {} });
    try {
      const changed = await api.request('PATCH /api/users/:id', { params: { id: user.user_id }, body, schema: StaffUserAnswer });
      notice.success(done(changed), { title: `${action}: done.` });
      setBusy(false);
      onDone();
    } catch (e) {
      setRefusal(refusalOf(e, action, fields));
      setBusy(false);
    }
  }

  return { send, refusal, setRefusal, busy };
}
