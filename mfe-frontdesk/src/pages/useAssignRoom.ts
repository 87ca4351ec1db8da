import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ArrivalRow } from '@pms/contracts/frontdesk';
import { api, useApi, useNotice } from '@pms/ui';
import { ROOM_CHOICE_OPENER, type AssignRoomState, type OpenChoice } from './AssignRoomCell';

/**
 * Assigning rooms ahead of arrival on a future date's ARRIVALS (issue #17): the room choices open per
 * stay (asked of `GET /api/stays/{id}/rooms`: rooms free on every night of the stay), Assign and
 * Release, each reporting its outcome — a refusal names the room — and having `reload` show the list
 * as it now is.
 */
export function useAssignRoom(showingFuture: boolean, reload: () => void): AssignRoomState {
  const notice = useNotice();
  const { report } = useApi();
  const [open, setOpen] = useState<ReadonlyMap<number, OpenChoice>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  // The stay whose choice was just cancelled: focus goes back to its Assign/Change room button. State,
  // not a ref: set in the same update that closes the choice, the effect below sees it only after the
  // render that put the button back (a ref was read by an earlier render's effect still pending, which
  // found no button yet and forgot it — seen on a loaded machine).
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);

  // After the render that closed the choice (the grid's own Escape handling has put the focus on the
  // select's cell by then), give the button its focus back.
  useEffect(() => {
    if (returnFocusTo === null) return;
    setReturnFocusTo(null);
    document.querySelector<HTMLElement>(`[${ROOM_CHOICE_OPENER}="${returnFocusTo}"]`)?.focus();
  }, [returnFocusTo]);

  const setChoice = useCallback((resRoomId: number, choice: OpenChoice | null) => {
    setOpen((prev) => {
      const next = new Map(prev);
      if (choice) next.set(resRoomId, choice);
      else next.delete(resRoomId);
      return next;
    });
  }, []);

  const busyWhile = useCallback(async (resRoomId: number, work: () => Promise<void>) => {
    setBusy((prev) => new Set(prev).add(resRoomId));
    try {
      await work();
    } finally {
      setBusy((prev) => {
        const next = new Set(prev);
        next.delete(resRoomId);
        return next;
      });
    }
  }, []);

  const start = useCallback(
    async (row: ArrivalRow) => {
      setChoice(row.res_room_id, {});
      try {
        const rooms = await api.request('GET /api/stays/:res_room_id/rooms', { params: { res_room_id: row.res_room_id } });
        // The room it holds is offered among the others; start from it.
        const current = rooms.rooms.find((r) => r.room_num === row.room_num)?.room_id;
        setChoice(row.res_room_id, { rooms, roomId: current });
      } catch (e) {
        setChoice(row.res_room_id, null);
        report(e, `Rooms for ${row.name}`);
      }
    },
    [report, setChoice],
  );

  const choose = useCallback(
    (resRoomId: number, roomId: number | null) =>
      setOpen((prev) => {
        const was = prev.get(resRoomId);
        if (!was) return prev;
        return new Map(prev).set(resRoomId, { rooms: was.rooms, ...(roomId === null ? {} : { roomId }) });
      }),
    [],
  );

  const assign = useCallback(
    (row: ArrivalRow) => {
      const roomId = open.get(row.res_room_id)?.roomId;
      if (roomId === undefined) return;
      void busyWhile(row.res_room_id, async () => {
        try {
          const done = await api.request('PUT /api/stays/:res_room_id/room', { params: { res_room_id: row.res_room_id }, body: { room_id: roomId } });
          notice.success(`${row.name}: ${done.message}`);
          setChoice(row.res_room_id, null);
        } catch (e) {
          // A refusal (409: taken for one of the nights, out of order…) names the room; the choice stays open.
          report(e, `Assigning a room to ${row.name}`);
          void start(row);
        }
        reload();
      });
    },
    [open, busyWhile, notice, report, reload, setChoice, start],
  );

  const release = useCallback(
    (row: ArrivalRow) =>
      void busyWhile(row.res_room_id, async () => {
        try {
          const done = await api.request('DELETE /api/stays/:res_room_id/room', { params: { res_room_id: row.res_room_id } });
          notice.success(`${row.name}: ${done.message}`);
        } catch (e) {
          report(e, `Releasing the room of ${row.name}`);
        }
        reload();
      }),
    [busyWhile, notice, report, reload],
  );

  return useMemo(
    () => ({
      future: showingFuture,
      open,
      busy,
      start: (row: ArrivalRow) => void start(row),
      choose,
      cancel: (resRoomId: number) => {
        setReturnFocusTo(resRoomId);
        setChoice(resRoomId, null);
      },
      assign,
      release,
    }),
    [showingFuture, open, busy, start, choose, setChoice, assign, release],
  );
}
