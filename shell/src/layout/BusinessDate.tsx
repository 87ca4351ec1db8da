import { useHotelToday } from '@pms/ui';

const format = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The hotel's business date in the top bar (docs/billing.md "Business date"): the day the front desk
 * is working on, which moves only when the night audit closes the day — so staff see at a glance
 * which day they are booking, checking in and billing.
 */
export function BusinessDate() {
  const date = useHotelToday();
  if (!date) return null;
  return (
    <p className="shell-topbar__date" aria-live="polite">
      <span className="shell-topbar__date-label">Business date</span>{' '}
      <time dateTime={date} data-testid="business-date">
        {format.format(new Date(`${date}T00:00:00Z`))}
      </time>
    </p>
  );
}
