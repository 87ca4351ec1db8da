import {
  GuestForm,
  newIdempotencyKey,
  PageHeader,
  storeReservationId,
  useApiQuery,
  useGuestForm,
} from '@pms/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createReservation, loadRoomTypes, loadUserId } from '../api';
import { LoadFailed, PageMessage, type PageMessageValue } from '../components/PageMessage';
import { StayFields } from '../components/StayFields';
import { bookingProblem, createReservationBody, problemText, SubmitKeys } from '../domain/booking';
import { emptyStay, firstStayError, hasStayErrors, validateStay, type StayErrors, type StayValues } from '../domain/stay';
import { focusField, keepUnchanged } from '../formHelpers';
import { useToday } from '../useToday';
import '../reservations.css';

const ID = 'new';

/** NEW RESERVATION (/reserve/new, docs/product.md §2). */
export default function NewReservation() {
  const navigate = useNavigate();
  const today = useToday();
  const guest = useGuestForm({ today, idPrefix: `${ID}-guest` });
  const [stay, setStay] = useState<StayValues>(emptyStay);
  const [submitted, setSubmitted] = useState(false);
  const [serverStayErrors, setServerStayErrors] = useState<StayErrors>({});
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef(new SubmitKeys(newIdempotencyKey));
  const userId = useRef<number | null>(null);

  const roomTypes = useApiQuery('Load room types', loadRoomTypes, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadUserId(controller.signal).then((id) => (userId.current = id));
    return () => controller.abort();
  }, []);

  const stayErrors: StayErrors = { ...serverStayErrors, ...(submitted ? validateStay(stay, { today }) : {}) };

  const changeStay = (next: StayValues) => {
    setServerStayErrors((errs) => keepUnchanged(errs, stay, next));
    setStay(next);
  };

  // Shows its own failures on the page, so the form's onSubmit does not wait for it (`void`).
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setMessage(null);
    const guestOk = guest.validate();
    const stayProblems = validateStay(stay, { today });
    // The stay fields come first on the page, so their first message takes the focus.
    const firstStay = firstStayError(stayProblems);
    if (firstStay) focusField(`${ID}-${firstStay}`);
    if (!guestOk || hasStayErrors(stayProblems)) return;

    const roomType = roomTypes.data?.find((t) => String(t.room_type_id) === stay.roomTypeId);
    if (!roomType) return;
    const body = createReservationBody(guest.values, stay, roomType, userId.current);
    setBusy(true);
    try {
      const answer = await createReservation(body, keys.current.keyFor(body));
      storeReservationId(answer.reservation_id);
      navigate('/reservationcomfirmation');
    } catch (err) {
      console.error('[reservations] Book failed', err);
      const problem = bookingProblem(err);
      if (problem.kind === 'invalid') {
        guest.setServerErrors(problem.guest);
        setServerStayErrors(problem.stay);
      }
      const text = problemText(problem, 'book');
      if (text) setMessage({ kind: 'error', title: text.title, text: text.text, details: text.details });
      setBusy(false);
    }
  }

  return (
    <div className="pms-page res-page">
      <PageHeader title="NEW RESERVATION" />
      <form className="pms-stack" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
        <StayFields
          idPrefix={ID}
          stay={stay}
          onChange={changeStay}
          errors={stayErrors}
          roomTypes={roomTypes.data}
          today={today}
        />
        {roomTypes.error ? <LoadFailed title="Room types could not be loaded." error={roomTypes.error} retry={roomTypes.reload} /> : null}
        <GuestForm {...guest.formProps} />
        <PageMessage message={message} onDismiss={() => setMessage(null)} />
        <div className="pms-actions">
          <button type="submit" className="pms-button" disabled={busy}>
            {busy ? 'Booking…' : 'Submit'}
          </button>
        </div>
      </form>
    </div>
  );
}
