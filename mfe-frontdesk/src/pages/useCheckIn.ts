import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ArrivalRow, ArrivalsAnswer } from '@pms/contracts/frontdesk';
import { ApiError, api, isApiError, newIdempotencyKey, useApi, useNotice, type DataGridHandle } from '@pms/ui';
import { checkInFailureMessage, pruneChoices, withAssignedRooms } from '../logic/arrivals';
import type { CheckInState } from './ArrivalsTable';

/**
 * The check-in side of ARRIVALS: the room chosen per stay, the stays being checked in, and Check In
 * itself, which reports the outcome and has `reload` show the list as it now is. `answer` is the
 * list shown; `showingToday`, whether it is today's (the only one that may be checked in).
 */
export function useCheckIn(answer: ArrivalsAnswer | undefined, showingToday: boolean, reload: () => void) {
  const notice = useNotice();
  const { report } = useApi();
  const [choices, setChoices] = useState<ReadonlyMap<number, number>>(new Map());
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const grid = useRef<DataGridHandle>(null);
  /** The stay just checked in: once the list has reloaded, focus goes to its row (its controls are gone). */
  const refocus = useRef<number | null>(null);

  // A reload may have taken rooms away (another clerk, a work order): drop choices it no longer offers.
  // A stay with a room assigned ahead of arrival gets that room chosen first (issue #17).
  useEffect(() => {
    if (!answer) return;
    setChoices((prev) =>
      withAssignedRooms(prev.size ? pruneChoices(prev, answer.arrivals, answer.rooms_arrivals) : prev, answer.arrivals, answer.rooms_arrivals),
    );
    const id = refocus.current;
    if (id !== null) {
      refocus.current = null;
      grid.current?.focusCell(String(id), 'room_num');
    }
  }, [answer]);

  const choose = useCallback((resRoomId: number, roomId: number | null) => {
    setChoices((prev) => {
      const next = new Map(prev);
      if (roomId === null) next.delete(resRoomId);
      else next.set(resRoomId, roomId);
      return next;
    });
  }, []);

  const checkIn = useCallback(
    async (row: ArrivalRow) => {
      const roomId = choices.get(row.res_room_id);
      if (roomId === undefined) return;
      setBusy((prev) => new Set(prev).add(row.res_room_id));
      try {
        // A key per attempt: a retried request after a lost answer is answered once (docs/security.md).
        const done = await api.request('PUT /api/hw/checkinRoom/:res_room_id/:room_id', { params: { res_room_id: row.res_room_id, room_id: roomId }, idempotencyKey: newIdempotencyKey() });
        notice.success(`${row.name}: ${done.message}`);
        refocus.current = row.res_room_id;
      } catch (e) {
        // A refusal (409) names the room; an outage (503) changed nothing. Both are said on the page.
        report(
          isApiError(e) ? new ApiError({ status: e.status, code: e.code, message: checkInFailureMessage(e.status, e.message), fields: e.fields, cause: e }) : e,
          `Check in of ${row.name}`,
        );
      } finally {
        setBusy((prev) => {
          const next = new Set(prev);
          next.delete(row.res_room_id);
          return next;
        });
        // Whatever happened, the list shows the truth again (docs/product.md §4: the list then reloads).
        reload();
      }
    },
    [choices, notice, report, reload],
  );

  const checkInState = useMemo<CheckInState>(
    () => ({
      today: showingToday,
      candidates: answer?.rooms_arrivals ?? [],
      outOfOrder: answer?.rooms_out_of_order ?? [],
      choices,
      busy,
      choose,
      checkIn: (row) => void checkIn(row),
    }),
    [showingToday, answer, choices, busy, choose, checkIn],
  );

  return { checkInState, grid };
}
