import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RoomIssue } from '@pms/contracts/workorders';
import { Notice, preloadDatePicker, PageHeader, api, isApiError, newIdempotencyKey, useApi, useApiQuery, useHotelToday, useNotice } from '@pms/ui';
import { useFixWithUndo } from './useFixWithUndo';
import {
  earliestStart,
  formErrors,
  formFromIssue,
  formTitle,
  formProblems,
  matchRoom,
  newWorkOrderForm,
  oversoldWarning,
  workOrderBody,
  type WorkOrderForm,
} from '../logic/workorders';
import { workOrderDateProblems } from '@pms/contracts/rules/workorders';
import { IssuesTable, type IssueActions } from './IssuesTable';
import { WorkOrderFormCard, type FormErrors } from './WorkOrderFormCard';

/**
 * MAINTENANCE (docs/product.md §2, §4, §5): the open work orders, and a form (shown by a checkbox) to add
 * one or update the selected one. A submit goes out only when the typed room number names exactly
 * one room and nothing else is wrong; every bad input is said beside its field. After a save the
 * form closes and clears. Fixed asks first and can be undone for a few seconds. If taking the room
 * out oversells nights, the manager is told which.
 */

/** Field ids of the form, in the order the clerk meets them. */
const FIELD_IDS: Record<keyof WorkOrderForm, string> = { roomNum: 'workorder-room', start: 'workorder-start', end: 'workorder-end', issue: 'workorder-issue' };

/** Takes the clerk to the first field with a message. */
function focusFirstProblem(problems: Partial<Record<keyof WorkOrderForm, string>>): void {
  const first = (Object.keys(FIELD_IDS) as (keyof WorkOrderForm)[]).find((k) => problems[k]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}
export default function MaintenancePage() {
  const today = useHotelToday();
  const notice = useNotice();
  const { report } = useApi();

  const rooms = useApiQuery('Load rooms', (signal) => api.request('GET /api/hw/roomsIdNum', { signal }), []);
  const issues = useApiQuery('Load work orders', (signal) => api.request('GET /api/hw/room_issues', { signal }), []);

  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<RoomIssue | null>(null);
  const [form, setForm] = useState<WorkOrderForm>(() => newWorkOrderForm(''));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [managerWarning, setManagerWarning] = useState<string | null>(null);
  // One key per work order being written, kept across retries of that submit.
  const idempotencyKey = useRef(newIdempotencyKey());
  const roomField = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLInputElement>(null);

  // The form's calendar is loaded on first use; fetch it now so the form opens complete.
  useEffect(() => preloadDatePicker(), []);

  const close = useCallback(() => {
    setOpen(false);
    setEditing(null);
    setErrors({});
    setForm(newWorkOrderForm(''));
    idempotencyKey.current = newIdempotencyKey();
  }, []);

  const startNew = () => {
    setEditing(null);
    setErrors({});
    setForm(newWorkOrderForm(today ?? ''));
    setOpen(true);
  };

  // A new form opened before the hotel's today was known starts today as soon as it is.
  useEffect(() => {
    if (today && open && !editing) setForm((f) => (f.start === '' && f.end === '' ? { ...f, start: today, end: today } : f));
  }, [today, open, editing]);

  const { reload: reloadIssues } = issues;

  const update = useCallback((issue: RoomIssue) => {
    setEditing(issue);
    setErrors({});
    setForm(formFromIssue(issue));
    setOpen(true);
    // The form appears above the table: take the clerk there.
    requestAnimationFrame(() => roomField.current?.focus());
  }, []);

  const fixedOne = useCallback(
    (issue: RoomIssue) => {
      if (editing?.room_issue_id === issue.room_issue_id) close();
    },
    [close, editing],
  );
  const fixing = useFixWithUndo({ reload: reloadIssues, onFixed: fixedOne, onWarning: setManagerWarning });
  const { ask, busy } = fixing;

  const actions = useMemo<IssueActions>(() => ({ update, fix: ask, busy }), [update, ask, busy]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    // Every bad input is said beside its field (docs/product.md §5): the room, the problem, and the
    // dates by the service's own rule (rules/workorders).
    const dateProblems = workOrderDateProblems(form.start, form.end, today ?? form.start, { startUnchanged: editing?.start_date === form.start });
    const problems = { ...formErrors(dateProblems), ...formProblems(rooms.data, form) };
    const room = matchRoom(rooms.data, form.roomNum);
    if (!room || Object.keys(problems).length > 0) {
      setErrors(problems);
      focusFirstProblem(problems);
      return;
    }
    setSaving(true);
    setErrors({});
    // The service records the session's user, whatever user_id says.
    const body = workOrderBody(room.room_id, form, null);
    try {
      const saved = editing
        ? await api.request('PUT /api/hw/room_issues/:id', { params: { id: editing.room_issue_id }, body })
        : await api.request('POST /api/hw/room_issues', { body, idempotencyKey: idempotencyKey.current });
      notice.success(saved.message);
      setManagerWarning(oversoldWarning(saved));
      close();
      toggle.current?.focus();
    } catch (err) {
      if (isApiError(err)) setErrors(formErrors(err.fields));
      report(err, editing ? 'Update the work order' : 'Add the work order');
    } finally {
      setSaving(false);
      reloadIssues();
    }
  }

  const title = formTitle(editing !== null);
  const minStart = earliestStart(today ?? '', editing);

  return (
    <div className="pms-page pms-stack">
      <PageHeader title="MAINTENANCE" />

      {managerWarning ? (
        <Notice kind="info" title="For the manager:" onDismiss={() => setManagerWarning(null)}>
          {managerWarning}
        </Notice>
      ) : null}

      <label className="pms-check pms-no-print" htmlFor="workorder-toggle">
        <input
          ref={toggle}
          id="workorder-toggle"
          type="checkbox"
          checked={open}
          // Only while the form exists: an id reference to nothing is an accessibility error.
          aria-controls={open ? 'workorder-form' : undefined}
          onChange={(e) => (e.target.checked ? startNew() : close())}
        />
        Show the work order form
      </label>

      {open ? (
        <WorkOrderFormCard
          title={title}
          form={form}
          setForm={setForm}
          errors={errors}
          rooms={rooms.data}
          roomField={roomField}
          minStart={minStart}
          saving={saving}
          onSubmit={(e) => void submit(e)}
          onCancel={close}
        />
      ) : null}

      {fixing.view}

      <h2>Open Issues</h2>
      <IssuesTable issues={issues.data} actions={actions} />
    </div>
  );
}
