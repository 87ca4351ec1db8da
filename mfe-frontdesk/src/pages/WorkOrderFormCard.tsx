import type { Dispatch, FormEvent, RefObject, SetStateAction } from 'react';
import type { RoomIdNum } from '@pms/contracts/rooms';
import { DateRangePicker, TextAreaField, TextField } from '@pms/ui';
import type { WorkOrderForm } from '../logic/workorders';

export type FormErrors = Partial<Record<keyof WorkOrderForm, string>>;

/**
 * The work order form (add, or update the selected one): the room number with the hotel's rooms to
 * pick from, the out-of-order dates from `minStart` on, and the problem; each field's error beside it.
 */
export function WorkOrderFormCard({
  title,
  form,
  setForm,
  errors,
  rooms,
  roomField,
  minStart,
  saving,
  onSubmit,
  onCancel,
}: {
  title: string;
  form: WorkOrderForm;
  setForm: Dispatch<SetStateAction<WorkOrderForm>>;
  errors: FormErrors;
  rooms: RoomIdNum[] | undefined;
  roomField: RefObject<HTMLInputElement | null>;
  minStart: string;
  saving: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  const set = (key: keyof WorkOrderForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <section id="workorder-form" className="pms-card pms-no-print" aria-labelledby="workorder-title">
      <h2 id="workorder-title">{title}</h2>
      <form className="pms-stack" onSubmit={onSubmit} noValidate>
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
          {rooms?.map((r) => <option key={r.room_id} value={r.room_num} />)}
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
          <button type="button" className="pms-button pms-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
