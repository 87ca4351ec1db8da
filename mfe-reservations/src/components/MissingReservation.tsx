import { Link } from '@pms/ui';

/** What a screen that needs a stored reservation shows when there is none (or it is gone). */
export function MissingReservation({ message }: { message?: string }) {
  return (
    <div className="pms-card res-missing" role="status">
      <p>{message ?? 'No reservation is selected.'}</p>
      <p>
        Find one in <Link to="/reserve/allreservations">ALL RESERVATIONS</Link> or make a{' '}
        <Link to="/reserve/new">NEW RESERVATION</Link>.
      </p>
    </div>
  );
}
