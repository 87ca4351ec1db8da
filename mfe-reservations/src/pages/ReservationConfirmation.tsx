import { bookingStatus } from '@pms/contracts/rules/statuses';
import { loadHotelTimeZone, PageHeader, PrintButton, useNavigate } from '@pms/ui';
import { useEffect, useState } from 'react';
import type { LoadedReservation } from '../api';
import { StoredReservationBody, useStoredReservation } from '../components/StoredReservation';
import { cityLine, formatCreatedAt, formatRate, maskCard } from '../domain/format';
import '../reservations.css';

/** RESERVATION CONFIRMATION (/reservationcomfirmation — spelled so, docs/product.md §2). */
export default function ReservationConfirmation() {
  const navigate = useNavigate();
  const stored = useStoredReservation();
  const { ready } = stored;

  return (
    <div className="pms-page res-page res-confirmation">
      <PageHeader
        title="RESERVATION CONFIRMATION"
        actions={
          ready ? (
            <>
              <button type="button" className="pms-button" onClick={() => navigate('/reserve/updatereservation')}>
                Change
              </button>
              <PrintButton />
            </>
          ) : undefined
        }
      />
      <StoredReservationBody stored={stored}>{(loaded) => <Confirmation loaded={loaded} />}</StoredReservationBody>
    </div>
  );
}

function Confirmation({ loaded: { reservation: r, rooms } }: { loaded: LoadedReservation }) {
  // The creation time in the hotel's zone, as the desk and the guest read it.
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadHotelTimeZone().then((z) => live && setZone(z));
    return () => {
      live = false;
    };
  }, []);
  const address = [r.address.trim(), cityLine(r.city, r.state, r.zip)].filter(Boolean);
  return (
    <div className="pms-stack">
      {r.active !== 1 ? (
        <p className="res-cancelled" role="status">
          This reservation is {bookingStatus(r)}.
        </p>
      ) : null}
      <section className="pms-card" aria-labelledby="conf-guest">
        <h2 id="conf-guest">Guest</h2>
        <dl className="res-details">
          <dt>Name</dt>
          <dd>
            {r.first_name} {r.last_name}
          </dd>
          <dt>Address</dt>
          <dd>{address.length ? address.map((line) => <div key={line}>{line}</div>) : '—'}</dd>
          <dt>Email</dt>
          <dd>{r.email}</dd>
          <dt>Phone</dt>
          <dd>{r.phone}</dd>
          <dt>Card</dt>
          <dd>{maskCard(r.ccLastFour) || '—'}</dd>
          <dt>Expiry</dt>
          <dd>{r.cc_expiration || '—'}</dd>
        </dl>
      </section>
      {rooms.map((room, i) => (
        <section key={room.res_room_id} className="pms-card" aria-labelledby={`conf-room-${room.res_room_id}`}>
          <h2 id={`conf-room-${room.res_room_id}`}>{rooms.length > 1 ? `Room ${i + 1}` : 'Room'}</h2>
          <dl className="res-details">
            <dt>Confirmation Number</dt>
            <dd className="res-code">{room.confirmation_code}</dd>
            <dt>Arrival</dt>
            <dd>{room.check_in_date}</dd>
            <dt>Departure</dt>
            <dd>{room.check_out_date}</dd>
            <dt>Adults</dt>
            <dd>{room.adults}</dd>
            <dt>Rate</dt>
            <dd>{formatRate(room.rate)} per night</dd>
            <dt>Room Type</dt>
            <dd>{room.type}</dd>
            <dt>Comments</dt>
            <dd>{room.comments || '—'}</dd>
          </dl>
        </section>
      ))}
      <p className="res-made-by">
        Reservation {r.reservation_id} made by {r.booked_by ?? `user ${r.user_id}`} on {formatCreatedAt(r.created_at, zone)}.
      </p>
    </div>
  );
}
