import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RoomIdNum } from '@pms/contracts/rooms';
import type { RoomIssue, WorkOrderAnswer } from '@pms/contracts/workorders';
import {
  DataGrid,
  DateRangePicker,
  Notice,
  preloadDatePicker,
  PageHeader,
  TextAreaField,
  TextField,
  api,
  isApiError,
  newIdempotencyKey,
  useApi,
  useApiQuery,
  useHotelToday,
  useNotice,
  type DataGridColumn,
} from '@pms/ui';
import {
  ISSUES_ROUTE,
  ROOMS_ROUTE,
  earliestStart,
  formErrors,
  formFromIssue,
  formTitle,
  issueFixedPath,
  issuePath,
  matchRoom,
  newWorkOrderForm,
  oversoldWarning,
  workOrderBody,
  type WorkOrderForm,
} from '../logic/workorders';
import { workOrderDateProblems } from '@pms/contracts/rules/workorders';
import { FRONT_DESK_GRID } from '../grid';

type FormErrors = Partial<Record<keyof WorkOrderForm, string>>;

interface IssueActions {
  update: (issue: RoomIssue) => void;
  fix: (issue: RoomIssue) => void;
  busy: ReadonlySet<number>;
}

/** The row buttons' handlers, through a context so the columns (and the focused button) stay put. */
const IssueActionsContext = createContext<IssueActions>({ update: () => undefined, fix: () => undefined, busy: new Set() });

function UpdateCell({ data }: { data?: RoomIssue }) {
  const actions = useContext(IssueActionsContext);
  if (!data) return null;
  return (
    <button
      type="button"
      className="pms-button pms-button--secondary pms-button--small"
      aria-label={`Update work order for room ${data.room_num}`}
      disabled={actions.busy.has(data.room_issue_id)}
      onClick={() => actions.update(data)}
    >
      Update
    </button>
  );
}

function FixedCell({ data }: { data?: RoomIssue }) {
  const actions = useContext(IssueActionsContext);
  if (!data) return null;
  return (
    <button
      type="button"
      className="pms-button pms-button--small"
      aria-label={`Fixed: work order for room ${data.room_num}`}
      disabled={actions.busy.has(data.room_issue_id)}
      onClick={() => actions.fix(data)}
    >
      Fixed
    </button>
  );
}

function ProblemCell({ value }: { value?: string }) {
  return <span title={value}>{value}</span>;
}

/**
 * The open work orders with Update and Fixed per row. Buttons sit in cells of their own, so Enter
 * on a focused cell presses its one button (the shared grid's keyboard rule).
 */
const ISSUE_COLUMNS: DataGridColumn<RoomIssue>[] = [
  { field: 'room_num', headerName: 'Room Number', maxWidth: 150 },
  { field: 'type', headerName: 'Room Type', maxWidth: 150 },
  { field: 'start_date', headerName: 'From', maxWidth: 140 },
  { field: 'end_date', headerName: 'To', maxWidth: 140 },
  // One line per issue (row auto-height is not among the grid modules we load); the whole text is
  // in the cell's title and in the form that Update opens.
  { field: 'issue', headerName: 'Problem', flex: 2, cellRenderer: ProblemCell },
  { colId: 'update', headerName: 'Update', sortable: false, maxWidth: 130, cellRenderer: UpdateCell },
  { colId: 'fixed', headerName: 'Fixed', sortable: false, maxWidth: 130, cellRenderer: FixedCell },
];

/**
 * MAINTENANCE (docs/product.md §2, §4, §5): the open work orders, and a form (shown by a checkbox) to add
 * one or update the selected one. A submit goes out only when the typed room number names exactly
 * one room — otherwise nothing happens, with no message, as the spec says. After a save the form
 * closes and clears. If taking the room out oversells nights, the manager is told which.
 */
export default function MaintenancePage() {
  const today = useHotelToday();
  const notice = useNotice();
  const { report } = useApi();

  const rooms = useApiQuery<RoomIdNum[]>('Load rooms', (signal) => api.get<RoomIdNum[]>(ROOMS_ROUTE, { signal }), []);
  const issues = useApiQuery<RoomIssue[]>('Load work orders', (signal) => api.get<RoomIssue[]>(ISSUES_ROUTE, { signal }), []);

  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<RoomIssue | null>(null);
  const [form, setForm] = useState<WorkOrderForm>(() => newWorkOrderForm(''));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<Set<number>>(new Set());
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

  const fix = useCallback(
    async (issue: RoomIssue) => {
      setBusy((prev) => new Set(prev).add(issue.room_issue_id));
      try {
        const done = await api.put<WorkOrderAnswer>(issueFixedPath(issue.room_issue_id));
        notice.success(done.message);
        if (editing?.room_issue_id === issue.room_issue_id) close();
      } catch (e) {
        report(e, `Fix the work order for room ${issue.room_num}`);
      } finally {
        setBusy((prev) => {
          const next = new Set(prev);
          next.delete(issue.room_issue_id);
          return next;
        });
        reloadIssues();
      }
    },
    [close, editing, notice, report, reloadIssues],
  );

  const actions = useMemo<IssueActions>(() => ({ update, fix: (i) => void fix(i), busy }), [update, fix, busy]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const room = matchRoom(rooms.data, form.roomNum);
    if (!room) return; // docs/product.md §5: not exactly one room with that number → nothing happens, no message.
    // The service's own date rule (rules/workorders), so a bad range is said beside its field before sending.
    const dateProblems = workOrderDateProblems(form.start, form.end, today ?? form.start, { startUnchanged: editing?.start_date === form.start });
    if (Object.keys(dateProblems).length > 0) {
      setErrors(formErrors(dateProblems));
      return;
    }
    setSaving(true);
    setErrors({});
    // The service records the session's user, whatever user_id says.
    const body = workOrderBody(room.room_id, form, null);
    try {
      const saved = editing
        ? await api.put<WorkOrderAnswer>(issuePath(editing.room_issue_id), body)
        : await api.post<WorkOrderAnswer>(ISSUES_ROUTE, body, { idempotencyKey: idempotencyKey.current });
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
  const set = (key: keyof WorkOrderForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
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
        <section id="workorder-form" className="pms-card pms-no-print" aria-labelledby="workorder-title">
          <h2 id="workorder-title">{title}</h2>
          <form className="pms-stack" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              id="workorder-room"
              label="Room Number"
              value={form.roomNum}
              onChange={set('roomNum')}
              inputRef={roomField}
              list="workorder-rooms"
              autoComplete="off"
              required
              error={errors.roomNum}
            />
            <datalist id="workorder-rooms">
              {rooms.data?.map((r) => <option key={r.room_id} value={r.room_num} />)}
            </datalist>
            <DateRangePicker
              idPrefix="workorder"
              legend="Out of order"
              startLabel="From"
              endLabel="To"
              value={{ start: form.start, end: form.end }}
              onChange={(r) => setForm((f) => ({ ...f, start: r.start, end: r.end }))}
              min={minStart || undefined}
              required
              errors={{ start: errors.start, end: errors.end }}
            />
            <TextAreaField
              id="workorder-issue"
              label="Problem"
              value={form.issue}
              onChange={set('issue')}
              rows={3}
              maxLength={1000}
              required
              error={errors.issue}
            />
            <div className="pms-actions">
              <button type="submit" className="pms-button" disabled={saving}>
                {saving ? 'Saving…' : 'Submit'}
              </button>
              <button type="button" className="pms-button pms-button--secondary" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        </section>
      ) : null}

      <h2>Open Issues</h2>
      <IssueActionsContext.Provider value={actions}>
        <DataGrid<RoomIssue>
          ariaLabel="Open issues"
          rowData={issues.data}
          columnDefs={ISSUE_COLUMNS}
          getRowId={(i) => String(i.room_issue_id)}
          emptyMessage="No open work orders"
          gridOptions={FRONT_DESK_GRID}
        />
      </IssueActionsContext.Provider>
    </div>
  );
}
