/** Small helpers the booking screens share. */
import type { GuestFormState } from '@pms/ui';
import type { Dispatch } from 'react';
import { stayProblems, type BookingFormAction, type BookingFormState } from './domain/bookingForm';
import { firstStayError, hasStayErrors, type StayRules } from './domain/stay';

/** Moves the focus to a field by id (after a submit with messages). */
function focusField(id: string): void {
  if (typeof document !== 'undefined') document.getElementById(id)?.focus();
}

/**
 * Server messages stay only on fields the clerk has not edited since: keeps the entries of `errors`
 * whose field has the same value in `before` and `after`.
 */
export function keepUnchanged<E extends Partial<Record<string, string>>>(errors: E, before: object, after: object): E {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const kept: Partial<Record<string, string>> = {};
  for (const [field, msg] of Object.entries(errors)) {
    if (msg !== undefined && (!(field in a) || a[field] === b[field])) kept[field] = msg;
  }
  return kept as E;
}

/**
 * A submit's checks: from now on every message shows; the first bad field takes the focus (the stay
 * fields come first on the page, so theirs wins); true when the form may be sent.
 */
export function readyToSend(
  idPrefix: string,
  guest: Pick<GuestFormState, 'validate'>,
  form: BookingFormState,
  rules: StayRules,
  dispatch: Dispatch<BookingFormAction>,
): boolean {
  dispatch({ type: 'submitted' });
  const guestOk = guest.validate();
  const problems = stayProblems(form, rules);
  const firstStay = firstStayError(problems);
  if (firstStay) focusField(`${idPrefix}-${firstStay}`);
  return guestOk && !hasStayErrors(problems);
}
