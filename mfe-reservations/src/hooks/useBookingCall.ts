import type { GuestFormState } from '@pms/ui';
import { useCallback, useState, type Dispatch } from 'react';
import type { PageMessageValue } from '../components/PageMessage';
import { bookingProblem, problemText, type BookingAction } from '../domain/booking';
import type { BookingFormAction } from '../domain/bookingForm';

export interface BookingCall {
  /** The call under way (the screen disables its buttons), or null. */
  busy: BookingAction | null;
  /** The screen's message beside its buttons: the last call's outcome. */
  message: PageMessageValue | null;
  setMessage: (message: PageMessageValue | null) => void;
  /** Runs one booking call at a time; a failure is explained on the screen (`call` shows success itself). */
  run: (action: BookingAction, call: () => Promise<void>) => Promise<void>;
}

export interface BookingCallOptions {
  /** Where a 400's guest field messages go (the screen's `useGuestForm`). */
  setGuestErrors: GuestFormState['setServerErrors'];
  /** Where a 400's or 409's stay field messages go (the screen's `bookingFormReducer`). */
  dispatch: Dispatch<BookingFormAction>;
  /** Offered as "Reload reservation" when the reservation changed meanwhile (the update screen). */
  reload?: () => void;
}

/** Busy state and the page message of the booking calls (book, update, cancel), failures explained alike. */
export function useBookingCall({ setGuestErrors, dispatch, reload }: BookingCallOptions): BookingCall {
  const [busy, setBusy] = useState<BookingAction | null>(null);
  const [message, setMessage] = useState<PageMessageValue | null>(null);

  const explain = useCallback(
    (err: unknown, action: BookingAction) => {
      console.error(`[reservations] ${action} failed`, err);
      const problem = bookingProblem(err);
      if (problem.kind === 'invalid') setGuestErrors(problem.guest);
      if (problem.kind === 'invalid' || problem.kind === 'conflict') dispatch({ type: 'serverErrors', errors: problem.stay });
      const text = problemText(problem, action);
      if (!text) return;
      const offer = text.offerReload && reload ? reload : undefined;
      setMessage({
        kind: 'error',
        title: text.title,
        text: text.text,
        details: text.details,
        action: offer && {
          label: 'Reload reservation',
          run: () => {
            setMessage(null);
            offer();
          },
        },
      });
    },
    [setGuestErrors, dispatch, reload],
  );

  const run = useCallback(
    async (action: BookingAction, call: () => Promise<void>) => {
      setMessage(null);
      setBusy(action);
      try {
        await call();
      } catch (err) {
        explain(err, action);
      } finally {
        setBusy(null);
      }
    },
    [explain],
  );

  return { busy, message, setMessage, run };
}
