import { api, GuestForm, newIdempotencyKey, PageHeader, storeReservationId, useApiQuery, useGuestForm, useNavigate } from '@pms/ui';
import { useReducer, useRef, type FormEvent } from 'react';
import { loadRoomTypes } from '../api';
import { LoadFailed, PageMessage } from '../components/PageMessage';
import { StayFields } from '../components/StayFields';
import { createReservationBody, SubmitKeys } from '../domain/booking';
import { bookingFormReducer, initialBookingForm, shownStayErrors } from '../domain/bookingForm';
import { readyToSend } from '../formHelpers';
import { useBookingCall } from '../hooks/useBookingCall';
import { useClerkId } from '../hooks/useClerkId';
import { useToday } from '../useToday';
import '../reservations.css';

const ID = 'new';

/** NEW RESERVATION (/reserve/new, docs/product.md §2). */
export default function NewReservation() {
  const navigate = useNavigate();
  const today = useToday();
  const clerkId = useClerkId();
  const guest = useGuestForm({ today, idPrefix: `${ID}-guest` });
  const [form, dispatch] = useReducer(bookingFormReducer, undefined, () => initialBookingForm());
  const keys = useRef(new SubmitKeys(newIdempotencyKey));
  const roomTypes = useApiQuery('Load room types', loadRoomTypes, []);

  const call = useBookingCall({ setGuestErrors: guest.setServerErrors, dispatch });
  const stayRules = { today };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (call.busy) return;
    call.setMessage(null);
    if (!readyToSend(ID, guest, form, stayRules, dispatch)) return;

    const roomType = roomTypes.data?.find((t) => String(t.room_type_id) === form.stay.roomTypeId);
    if (!roomType) return;
    const body = createReservationBody(guest.values, form.stay, roomType, clerkId);
    void call.run('book', async () => {
      const answer = await api.request('POST /api/hw/reservation', { body, idempotencyKey: keys.current.keyFor(body) });
      storeReservationId(answer.reservation_id);
      navigate('/reservationcomfirmation');
    });
  }

  return (
    <div className="pms-page res-page">
      <PageHeader title="NEW RESERVATION" />
      <form className="pms-stack" onSubmit={submit} noValidate aria-busy={call.busy !== null || undefined}>
        <StayFields
          idPrefix={ID}
          stay={form.stay}
          onChange={(stay) => dispatch({ type: 'stay', stay })}
          errors={shownStayErrors(form, stayRules)}
          roomTypes={roomTypes.data}
          today={today}
        />
        {roomTypes.error ? <LoadFailed title="Room types could not be loaded." error={roomTypes.error} retry={roomTypes.reload} /> : null}
        <GuestForm {...guest.formProps} />
        <PageMessage message={call.message} onDismiss={() => call.setMessage(null)} />
        <div className="pms-actions">
          <button type="submit" className="pms-button" disabled={call.busy !== null}>
            {call.busy ? 'Booking…' : 'Submit'}
          </button>
        </div>
      </form>
    </div>
  );
}
