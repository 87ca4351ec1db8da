/**
 * The booking screens' own form state beside the guest part, as one value and its changes (a
 * reducer: pure, tested without a browser): the stay fields, the update screen's Nights field while
 * it is typed in and its Room Number, whether the rules' messages show yet, the service's messages
 * (each kept until its field is edited), and the update screen's open "cancel?" question.
 */
import { keepUnchanged } from '../formHelpers';
import { emptyStay, nightsFieldError, validateStay, withNights, type StayErrors, type StayRules, type StayValues } from './stay';

export interface BookingFormState {
  stay: StayValues;
  /** What the update screen's Nights field holds while typed in; null: it shows the dates' difference. */
  nightsDraft: string | null;
  /** The update screen's Room Number field. */
  roomNum: string;
  /** After the first submit the rules' messages follow every edit. */
  submitted: boolean;
  /** A 400's or 409's messages for the stay fields, each kept until its field is edited. */
  serverErrors: StayErrors;
  /** The update screen asks "Cancel reservation …?" before cancelling. */
  confirmingCancel: boolean;
}

export type BookingFormAction =
  /** Dates, adults or room type edited (the date pickers and fields hand over the whole stay). */
  | { type: 'stay'; stay: StayValues }
  /** The update screen's Nights field typed in: a usable count moves the departure. */
  | { type: 'nights'; text: string }
  | { type: 'roomNum'; value: string }
  | { type: 'submitted' }
  | { type: 'serverErrors'; errors: StayErrors }
  | { type: 'confirmCancel'; open: boolean }
  /** A (re)loaded reservation replaces what the screen shows. */
  | { type: 'load'; stay: StayValues; roomNum: string };

export function initialBookingForm(stay: StayValues = emptyStay, roomNum = ''): BookingFormState {
  return { stay, nightsDraft: null, roomNum, submitted: false, serverErrors: {}, confirmingCancel: false };
}

export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  switch (action.type) {
    case 'stay':
      return { ...state, stay: action.stay, nightsDraft: null, serverErrors: keepUnchanged(state.serverErrors, state.stay, action.stay) };
    case 'nights': {
      const stay = withNights(state.stay, action.text);
      return { ...state, stay, nightsDraft: action.text, serverErrors: keepUnchanged(state.serverErrors, state.stay, stay) };
    }
    case 'roomNum': {
      const { roomNum: _edited, ...rest } = state.serverErrors;
      return { ...state, roomNum: action.value, serverErrors: rest };
    }
    case 'submitted':
      return { ...state, submitted: true };
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
    case 'confirmCancel':
      return { ...state, confirmingCancel: action.open };
    case 'load':
      return initialBookingForm(action.stay, action.roomNum);
  }
}

/** The Nights field's own message while what it holds is not a usable count. */
function nightsErrors(state: BookingFormState): StayErrors {
  const message = state.nightsDraft === null ? undefined : nightsFieldError(state.nightsDraft);
  return message ? { nights: message } : {};
}

/** What a submit finds wrong with the stay fields (the service's rules). Empty object = valid. */
export function stayProblems(state: BookingFormState, rules: StayRules): StayErrors {
  return { ...validateStay(state.stay, rules), ...nightsErrors(state) };
}

/** The messages the stay fields show now: the service's, then the rules' once submitted, then Nights'. */
export function shownStayErrors(state: BookingFormState, rules: StayRules): StayErrors {
  return { ...state.serverErrors, ...(state.submitted ? validateStay(state.stay, rules) : {}), ...nightsErrors(state) };
}
