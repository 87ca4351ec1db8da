import { api, GuestForm, History, PageHeader, TextField, useApiQuery, useGuestForm } from '@pms/ui';
import { useEffect, useReducer, type FormEvent } from 'react';
import { loadRoomTypes, type LoadedReservation } from '../api';
import { CancelFlow } from '../components/CancelFlow';
import { PageMessage } from '../components/PageMessage';
import { StayFields } from '../components/StayFields';
import { StoredReservationBody, useStoredReservation } from '../components/StoredReservation';
import { updateReservationBody } from '../domain/booking';
import { bookingFormReducer, initialBookingForm, shownStayErrors } from '../domain/bookingForm';
import { maskCard } from '../domain/format';
import { guestFromReservation, roomNumText, stayFromRoom, updateRules } from '../domain/loaded';
import { emptyStay, nightsText, type StayRules } from '../domain/stay';
import { readyToSend } from '../formHelpers';
import { useBookingCall } from '../hooks/useBookingCall';
import { useClerkId } from '../hooks/useClerkId';
import { useToday } from '../useToday';
import '../reservations.css';

const ID = 'upd';

/** docs/product.md §2's two messages, word for word. */
const UPDATED_MESSAGE = 'Reservation was successfully updated!';
const CANCELLED_MESSAGE = 'Reservation has been cancelled!';

/** UPDATE RESERVATION (/reserve/updatereservation, docs/product.md §2). */
export default function UpdateReservation() {
  const stored = useStoredReservation();

  return (
    <div className="pms-page res-page">
      <PageHeader title="UPDATE RESERVATION" />
      <StoredReservationBody stored={stored}>
        {(loaded) => (
          <>
            <UpdateForm loaded={loaded} reload={stored.query.reload} reloading={stored.query.loading} />
            {/* Managers and up (History hides itself otherwise); read again after each save or cancel. */}
            <History records={historyRecords(loaded)} refresh={loaded} />
          </>
        )}
      </StoredReservationBody>
    </div>
  );
}

/**
 * Whose audit entries the page's History shows: the reservation's (booked, changed, cancelled) and
 * its stays' — a room move, the check-in and the check-out are recorded on the stay (docs/audit.md).
 */
const historyRecords = ({ reservation, rooms }: LoadedReservation) => [
  { entity: 'reservation' as const, entity_id: reservation.reservation_id },
  ...rooms.map((r) => ({ entity: 'stay' as const, entity_id: r.res_room_id })),
];

/** The stay fields as loaded: the reservation's (first) room. */
const loadedStay = ({ rooms }: LoadedReservation) => {
  const room = rooms[0];
  return { stay: room ? stayFromRoom(room) : emptyStay, roomNum: room ? roomNumText(room) : '' };
};

/**
 * The form: the guest part (`useGuestForm`), the stay part (`bookingFormReducer`), the update and
 * cancel calls (`useBookingCall`), the cancel question (`CancelFlow`).
 */
function UpdateForm({ loaded, reload, reloading }: { loaded: LoadedReservation; reload: () => void; reloading: boolean }) {
  const { reservation } = loaded;
  const room = loaded.rooms[0];
  const today = useToday();
  const clerkId = useClerkId();
  const rules = updateRules(reservation, loaded.rooms);
  const guest = useGuestForm({
    today,
    onFile: { expiry: reservation.cc_expiration },
    idPrefix: `${ID}-guest`,
    initial: guestFromReservation(reservation, room),
  });
  const [form, dispatch] = useReducer(bookingFormReducer, loaded, (l) => {
    const { stay, roomNum } = loadedStay(l);
    return initialBookingForm(stay, roomNum);
  });
  const roomTypes = useApiQuery('Load room types', loadRoomTypes, []);

  const call = useBookingCall({ setGuestErrors: guest.setServerErrors, dispatch, reload });

  // A (re)loaded reservation replaces what the screen shows: after a save, a cancel or a reload.
  const resetGuest = guest.reset;
  useEffect(() => {
    resetGuest(guestFromReservation(loaded.reservation, loaded.rooms[0]));
    dispatch({ type: 'load', ...loadedStay(loaded) });
  }, [loaded, resetGuest]);

  const stayRules: StayRules = { today, booked: room ? { arrival: room.check_in_date, departure: room.check_out_date } : undefined };
  const stayErrors = shownStayErrors(form, stayRules);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (call.busy || !room || !rules.canSubmit) return;
    call.setMessage(null);
    if (!readyToSend(ID, guest, form, stayRules, dispatch)) return;

    const chosen = roomTypes.data?.find((t) => String(t.room_type_id) === form.stay.roomTypeId);
    // The booked type keeps its booked rate when the catalog is not (yet) loaded.
    const roomType = chosen ?? { room_type_id: room.room_type_id, rate: room.rate };
    const ids = { customerId: reservation.customer_id, reservationId: reservation.reservation_id, resRoomId: room.res_room_id, version: reservation.version };
    const body = updateReservationBody(guest.values, form.stay, roomType, ids, rules.roomNumEditable ? form.roomNum : '', clerkId);
    void call.run('update', async () => {
      await api.request('PUT /api/hw/reservation', { body });
      call.setMessage({ kind: 'success', text: UPDATED_MESSAGE });
      reload();
    });
  }

  function cancel() {
    dispatch({ type: 'confirmCancel', open: false });
    void call.run('cancel', async () => {
      await api.request('PUT /api/hw/cancelReservation/:id', { params: { id: reservation.reservation_id } });
      call.setMessage({ kind: 'success', text: CANCELLED_MESSAGE });
      reload();
    });
  }

  const disabled = call.busy !== null || !rules.canSubmit;

  return (
    <form className="pms-stack" onSubmit={submit} noValidate aria-busy={call.busy !== null || reloading || undefined}>
      <p className="res-status-line">
        Reservation <strong>{reservation.reservation_id}</strong> · Status: <strong>{rules.status}</strong>
      </p>
      {!room ? <p role="status">This reservation has no room.</p> : null}
      <StayFields
        idPrefix={ID}
        stay={form.stay}
        onChange={(stay) => dispatch({ type: 'stay', stay })}
        errors={stayErrors}
        roomTypes={roomTypes.data}
        today={today}
        nights={{ value: form.nightsDraft ?? nightsText(form.stay.arrival, form.stay.departure), onChange: (text) => dispatch({ type: 'nights', text }) }}
        arrivalLocked={rules.arrivalLocked}
        lockedHint="Fixed once the guest has checked in."
        booked={room ? { room_type_id: room.room_type_id, type: room.type, rate: room.rate } : undefined}
        disabled={disabled || !rules.stayEditable}
        before={
          <div className="pms-row">
            <TextField
              id={`${ID}-confirmation`}
              label="Confirmation Code"
              value={room?.confirmation_code ?? ''}
              onChange={() => {}}
              readOnly
              className="res-field--code"
            />
            <TextField
              id={`${ID}-roomNum`}
              label="Room Number"
              value={form.roomNum}
              onChange={(value) => dispatch({ type: 'roomNum', value })}
              readOnly={!rules.roomNumEditable}
              disabled={call.busy !== null}
              error={stayErrors.roomNum}
              hint={rules.roomNumEditable ? 'A new number moves the guest to that room.' : 'Assigned at check-in at the front desk.'}
              className="res-field--code"
            />
          </div>
        }
      />
      <p className="res-card-note" id={`${ID}-card-note`}>
        Card on file: {maskCard(reservation.ccLastFour) || 'none'}. Leave Card Number empty to keep it; a number typed
        there replaces it.
      </p>
      <GuestForm {...guest.formProps} disabled={disabled} cardPlaceholder={`${maskCard(reservation.ccLastFour)} on file`} />
      <PageMessage message={call.message} onDismiss={() => call.setMessage(null)} />
      <CancelFlow
        idPrefix={ID}
        reservation={reservation}
        canCancel={rules.canCancel}
        blockedBecause={rules.cancelBlockedBecause}
        confirming={form.confirmingCancel}
        onConfirmingChange={(open) => dispatch({ type: 'confirmCancel', open })}
        onCancel={cancel}
        busy={call.busy !== null}
        cancelling={call.busy === 'cancel'}
      >
        <button type="submit" className="pms-button" disabled={disabled}>
          {call.busy === 'update' ? 'Saving…' : 'Submit'}
        </button>
      </CancelFlow>
    </form>
  );
}
