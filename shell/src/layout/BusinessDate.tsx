import { useHotelToday } from '@pms/ui';

const format = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The hotel's business date in the top bar (docs/billing.md "Business date"): the day the front desk
 * is working on, which moves only when the night audit closes the day — so staff see at a glance
 * which day they are booking, checking in and billing.
 */
export function BusinessDate() {
  const date = useHotelToday();
  // Until the date is known, an invisible one of the longest form keeps its place: on a phone the
  // date may go under the logo, and the top bar must not grow (and push the page down) when it comes.
  if (!date)
    return (
      <p className="shell-topbar__date" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <span className="shell-topbar__date-label">Business date</span> <time>Wed, Sep 30, 2026</time>
      </p>
    );
  return (
    <p className="shell-topbar__date" aria-live="polite">
      <span className="shell-topbar__date-label">Business date</span>{' '}
      <time dateTime={date} data-testid="business-date">
        {format.format(new Date(`${date}T00:00:00Z`))}
      </time>
    </p>
  );
}
