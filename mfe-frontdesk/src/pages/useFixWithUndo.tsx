import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomIssue, WorkOrderAnswer } from '@pms/contracts/workorders';
import { ConfirmDialog, api, useApi, useNotice } from '@pms/ui';
import { oversoldWarning } from '../logic/workorders';

/** How long Undo is offered after Fixed. */
const UNDO_MS = 8_000;

interface Options {
  /** The work order list is read again after any change. */
  reload: () => void;
  /** Told when a work order was fixed (the form closes if it was being edited). */
  onFixed: (issue: RoomIssue) => void;
  /** Told the oversold warning an Undo may bring (its nights are out of inventory again). */
  onWarning: (warning: string | null) => void;
}

/**
 * MAINTENANCE's Fixed: asks first (a dialog; Escape or Cancel gives focus back to the Fixed button),
 * then marks the work order fixed and offers Undo for `UNDO_MS` — Undo reopens it with its nights
 * (`PUT /api/hw/room_issues_unfixed/:id`). Returns the row action, the busy rows and what to render.
 */
export function useFixWithUndo({ reload, onFixed, onWarning }: Options) {
  const notice = useNotice();
  const { report } = useApi();
  const [asking, setAsking] = useState<RoomIssue | null>(null);
  const [undoable, setUndoable] = useState<WorkOrderAnswer | null>(null);
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const undoButton = useRef<HTMLButtonElement>(null);

  // Undo is offered for a few seconds only.
  useEffect(() => {
    if (!undoable) return;
    const t = setTimeout(() => setUndoable(null), UNDO_MS);
    return () => clearTimeout(t);
  }, [undoable]);

  const mark = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const fix = useCallback(
    async (issue: RoomIssue) => {
      mark(issue.room_issue_id, true);
      try {
        const done = await api.request('PUT /api/hw/room_issues_fixed/:id', { params: { id: issue.room_issue_id } });
        setUndoable(done);
        onFixed(issue);
        // The row (and its Fixed button) is leaving: focus goes to Undo, the next thing to act on.
        requestAnimationFrame(() => undoButton.current?.focus());
      } catch (e) {
        report(e, `Fix the work order for room ${issue.room_num}`);
      } finally {
        mark(issue.room_issue_id, false);
        reload();
      }
    },
    [onFixed, report, reload],
  );

  const undo = useCallback(async () => {
    const fixed = undoable;
    if (!fixed) return;
    setUndoable(null);
    try {
      const reopened = await api.request('PUT /api/hw/room_issues_unfixed/:id', { params: { id: fixed.room_issue_id } });
      notice.success(reopened.message);
      onWarning(oversoldWarning(reopened));
    } catch (e) {
      report(e, `Undo Fixed for room ${fixed.room_num}`);
    } finally {
      reload();
    }
  }, [undoable, notice, onWarning, report, reload]);

  const ask = useCallback((issue: RoomIssue) => setAsking(issue), []);

  const view = (
    <>
      {asking ? (
        <ConfirmDialog
          title={`Mark the work order for room ${asking.room_num} fixed?`}
          confirmLabel="Mark fixed"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const issue = asking;
            setAsking(null);
            void fix(issue);
          }}
        >
          <p>
            {asking.issue} ({asking.start_date} to {asking.end_date}). The room goes back into service for these dates.
          </p>
        </ConfirmDialog>
      ) : null}
      <div className="pms-undo pms-no-print" role="status">
        {undoable ? (
          <>
            <span>{undoable.message}</span>
            <button ref={undoButton} type="button" className="pms-button pms-button--secondary pms-button--small" onClick={() => void undo()}>
              Undo
            </button>
          </>
        ) : null}
      </div>
    </>
  );

  return { ask, busy, view };
}
