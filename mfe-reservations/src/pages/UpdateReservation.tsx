import { GuestForm, PageHeader, TextField, useApiQuery, useGuestForm } from '@pms/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cancelReservation, loadRoomTypes, loadUserId, updateReservation, type LoadedReservation } from '../api';
import { PageMessage, type PageMessageValue } from '../components/PageMessage';
import { StayFields } from '../components/StayFields';
import { StoredReservationBody, useStoredReservation } from '../components/StoredReservation';
import { bookingProblem, problemText, updateReservationBody, type BookingAction } from '../domain/booking';
import { maskCard } from '../domain/format';
import { guestFromReservation, roomNumText, stayFromRoom, updateRules } from '../domain/loaded';
import {
  emptyStay,
  firstStayError,
  hasStayErrors,
  nightsFieldError,
  nightsText,
  validateStay,
  withNights,
  type StayErrors,
  type StayValues,
} from '../domain/stay';
import { focusField, keepUnchanged } from '../formHelpers';
import { useToday } from '../useToday';
import '../reservations.css';

const ID = 'upd';

/** docs/product.md §2's two messages, word for word. */
export const UPDATED_MESSAGE = 'Reservation was successfully updated!';
export const CANCELLED_MESSAGE = 'Reservation has been cancelled!';

/** UPDATE RESERVATION (/reserve/updatereservation, docs/product.md §2). */
export default function UpdateReservation() {
  const stored = useStoredReservation();

  return (
    <div className="pms-page res-page">
      <PageHeader title="UPDATE RESERVATION" />
      <StoredReservationBody stored={stored}>
        {(loaded) => <UpdateForm loaded={loaded} reload={stored.query.reload} reloading={stored.query.loading} />}
      </StoredReservationBody>
    </div>
  );
}

function UpdateForm({ loaded, reload, reloading }: { loaded: LoadedReservation; reload: () => void; reloading: boolean }) {
  const { reservation } = loaded;
  const room = loaded.rooms[0];
  const today = useToday();
  const rules = updateRules(reservation, loaded.rooms);
  const guest = useGuestForm({
    today,
    onFile: { expiry: reservation.cc_expiration },
    idPrefix: `${ID}-guest`,
    initial: guestFromReservation(reservation, room),
  });
  const [stay, setStay] = useState<StayValues>(room ? stayFromRoom(room) : emptyStay);
  const [nightsDraft, setNightsDraft] = useState<string | null>(null);
  const [roomNum, setRoomNum] = useState(room ? roomNumText(room) : '');
  const [submitted, setSubmitted] = useState(false);
  const [serverStayErrors, setServerStayErrors] = useState<StayErrors>({});
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const [busy, setBusy] = useState<BookingAction | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const userId = useRef<number | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const roomTypes = useApiQuery('Load room types', loadRoomTypes, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadUserId(controller.signal).then((uid) => (userId.current = uid));
    return () => controller.abort();
  }, []);

  // A (re)loaded reservation replaces what the screen shows: after a save, a cancel or a reload.
  const { reset } = guest;
  useEffect(() => {
    const first = loaded.rooms[0];
    reset(guestFromReservation(loaded.reservation, first));
    setStay(first ? stayFromRoom(first) : emptyStay);
    setRoomNum(first ? roomNumText(first) : '');
    setNightsDraft(null);
    setSubmitted(false);
    setServerStayErrors({});
    setConfirmingCancel(false);
  }, [loaded, reset]);

  useEffect(() => {
    if (confirmingCancel) confirmButton.current?.focus();
  }, [confirmingCancel]);

  const stayRules = { today, booked: room ? { arrival: room.check_in_date, departure: room.check_out_date } : undefined };
  const nightsError = nightsDraft !== null ? nightsFieldError(nightsDraft) : undefined;
  const stayErrors: StayErrors = {
    ...serverStayErrors,
    ...(submitted ? validateStay(stay, stayRules) : {}),
    ...(nightsError ? { nights: nightsError } : {}),
  };

  const changeStay = (next: StayValues) => {
    setServerStayErrors((errs) => keepUnchanged(errs, stay, next));
    setNightsDraft(null);
    setStay(next);
  };
  const changeNights = (text: string) => {
    setNightsDraft(text);
    const next = withNights(stay, text);
    setServerStayErrors((errs) => keepUnchanged(errs, stay, next));
    setStay(next);
  };

  const showProblem = (err: unknown, action: BookingAction) => {
    console.error(`[reservations] ${action} failed`, err);
    const problem = bookingProblem(err);
    if (problem.kind === 'invalid') {
      guest.setServerErrors(problem.guest);
      setServerStayErrors(problem.stay);
    } else if (problem.kind === 'conflict') {
      setServerStayErrors(problem.stay);
    }
    const text = problemText(problem, action);
    if (!text) return;
    setMessage({
      kind: 'error',
      title: text.title,
      text: text.text,
      details: text.details,
      action: text.offerReload
        ? {
            label: 'Reload reservation',
            run: () => {
              setMessage(null);
              reload();
            },
          }
        : undefined,
    });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !room || !rules.canSubmit) return;
    setSubmitted(true);
    setMessage(null);
    const guestOk = guest.validate();
    const stayProblems: StayErrors = { ...validateStay(stay, stayRules), ...(nightsError ? { nights: nightsError } : {}) };
    const firstStay = firstStayError(stayProblems);
    if (firstStay) focusField(`${ID}-${firstStay}`);
    if (!guestOk || hasStayErrors(stayProblems)) return;

    const chosen = roomTypes.data?.find((t) => String(t.room_type_id) === stay.roomTypeId);
    // The booked type keeps its booked rate when the catalog is not (yet) loaded.
    const roomType = chosen ?? { room_type_id: room.room_type_id, rate: room.rate };
    const body = updateReservationBody(
      guest.values,
      stay,
      roomType,
      {
        customerId: reservation.customer_id,
        reservationId: reservation.reservation_id,
        resRoomId: room.res_room_id,
        version: reservation.version,
      },
      rules.roomNumEditable ? roomNum : '',
      userId.current,
    );
    setBusy('update');
    try {
      await updateReservation(body);
      setMessage({ kind: 'success', text: UPDATED_MESSAGE });
      reload();
    } catch (err) {
      showProblem(err, 'update');
    } finally {
      setBusy(null);
    }
  }

  async function cancel() {
    setConfirmingCancel(false);
    setMessage(null);
    setBusy('cancel');
    try {
      await cancelReservation(reservation.reservation_id);
      setMessage({ kind: 'success', text: CANCELLED_MESSAGE });
      reload();
    } catch (err) {
      showProblem(err, 'cancel');
    } finally {
      setBusy(null);
    }
  }

  const disabled = busy !== null || !rules.canSubmit;
  const cancelHintId = `${ID}-cancel-hint`;

  return (
    <form className="pms-stack" onSubmit={submit} noValidate aria-busy={busy !== null || reloading || undefined}>
      <p className="res-status-line">
        Reservation <strong>{reservation.reservation_id}</strong> · Status: <strong>{rules.status}</strong>
      </p>
      {!room ? <p role="status">This reservation has no room.</p> : null}
      <StayFields
        idPrefix={ID}
        stay={stay}
        onChange={changeStay}
        errors={stayErrors}
        roomTypes={roomTypes.data}
        today={today}
        nights={{ value: nightsDraft ?? nightsText(stay.arrival, stay.departure), onChange: changeNights }}
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
              value={roomNum}
              onChange={(v) => {
                setServerStayErrors(({ roomNum: _dropped, ...rest }) => rest);
                setRoomNum(v);
              }}
              readOnly={!rules.roomNumEditable}
              disabled={busy !== null}
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
      <PageMessage message={message} onDismiss={() => setMessage(null)} />
      {confirmingCancel ? (
        <div className="pms-card res-confirm" role="group" aria-labelledby={`${ID}-confirm-question`}>
          <p id={`${ID}-confirm-question`}>
            Cancel reservation {reservation.reservation_id} for {reservation.first_name} {reservation.last_name}? Its nights go
            back on sale.
          </p>
          <div className="pms-actions">
            <button ref={confirmButton} type="button" className="pms-button pms-button--danger" onClick={() => void cancel()}>
              Yes, cancel the reservation
            </button>
            <button type="button" className="pms-button pms-button--secondary" onClick={() => setConfirmingCancel(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      <div className="pms-actions">
        <button
          type="button"
          className="pms-button pms-button--danger"
          disabled={!rules.canCancel || busy !== null}
          aria-describedby={rules.cancelBlockedBecause ? cancelHintId : undefined}
          onClick={() => setConfirmingCancel(true)}
        >
          {busy === 'cancel' ? 'Cancelling…' : 'Cancel Reservation'}
        </button>
        <button type="submit" className="pms-button" disabled={disabled}>
          {busy === 'update' ? 'Saving…' : 'Submit'}
        </button>
      </div>
      {rules.cancelBlockedBecause ? (
        <p id={cancelHintId} className="pms-hint">
          {rules.cancelBlockedBecause}
        </p>
      ) : null}
    </form>
  );
}
