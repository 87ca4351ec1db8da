import { useRef, useState } from 'react';
import { CLEAN_OPTIONS } from '@pms/contracts/rules/statuses';
import type { HousekeepingRow } from '../logic/housekeeping';

export type SaveClean = (row: HousekeepingRow, clean: 0 | 1) => Promise<void>;

/**
 * A room's Clean/Dirty choice, saved as soon as it changes. Saves of one room go one at a time (a
 * second change waits for the first answer, and only the latest waiting value is sent), so two
 * quick changes can never reach the service in the wrong order. The clerk's choice shows while it
 * is being saved; then the row's value takes over again.
 */
function useCleanChoice(row: HousekeepingRow, onSave: SaveClean) {
  const [pending, setPending] = useState<0 | 1 | null>(null);
  const saving = useRef<{ busy: boolean; next: 0 | 1 | null }>({ busy: false, next: null });

  const save = async (first: 0 | 1) => {
    const s = saving.current;
    s.busy = true;
    try {
      let clean: 0 | 1 | null = first;
      while (clean !== null) {
        await onSave(row, clean);
        clean = s.next;
        s.next = null;
      }
    } finally {
      s.busy = false;
      setPending(null);
    }
  };

  const choose = (clean: 0 | 1) => {
    setPending(clean);
    if (saving.current.busy) saving.current.next = clean;
    else void save(clean);
  };
  return { value: pending ?? row.clean, busy: pending !== null, choose };
}

/** The table's Clean/Dirty selector of one room (desktop and landscape tablets). */
export function CleanSelect({ row, onSave }: { row: HousekeepingRow; onSave: SaveClean }) {
  const { value, busy, choose } = useCleanChoice(row, onSave);
  return (
    <select
      className="pms-select reports-clean-select"
      aria-label={`Room status, room ${row.room_num}`}
      aria-busy={busy}
      value={String(value)}
      onChange={(e) => choose(e.target.value === '1' ? 1 : 0)}
    >
      {CLEAN_OPTIONS.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A room card's Clean and Dirty buttons (phones): one tap sets the room; the one in force is
 * pressed (aria-pressed), so the state is told by more than colour.
 */
export function CleanToggle({ row, onSave }: { row: HousekeepingRow; onSave: SaveClean }) {
  const { value, busy, choose } = useCleanChoice(row, onSave);
  return (
    <div className="reports-clean-toggle" role="group" aria-label={`Room status, room ${row.room_num}`} aria-busy={busy}>
      {CLEAN_OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          className="pms-button pms-button--secondary reports-clean-toggle__option"
          aria-pressed={value === o.value}
          onClick={() => {
            if (value !== o.value) choose(o.value);
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
