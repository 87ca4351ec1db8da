import { useCallback, useMemo, useState } from 'react';
import { guestFieldId } from './GuestForm';
import {
  emptyGuest,
  fieldMessage,
  GUEST_FIELDS,
  hasErrors,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestRules,
  type GuestValues,
} from './validation';

export interface UseGuestFormOptions extends GuestRules {
  initial?: GuestValues;
  /** Same as GuestForm's idPrefix; used to focus the first bad field. Default `guest`. */
  idPrefix?: string;
}

export interface GuestFormState {
  values: GuestValues;
  errors: GuestErrors;
  /** Spread onto `<GuestForm>`. */
  formProps: {
    values: GuestValues;
    errors: GuestErrors;
    onChange: (values: GuestValues) => void;
    requireCard: boolean;
    idPrefix: string;
  };
  /**
   * Call on submit: shows every message, moves focus to the first bad field and answers whether the
   * guest part is valid. After the first call, messages follow the clerk's edits live.
   */
  validate: () => boolean;
  /** Shows a 400's `fields` (ApiError.fields) under the matching guest fields until edited. */
  setServerErrors: (fields: Record<string, string> | undefined) => void;
  /** Replaces the values (e.g. once the reservation has loaded) and hides messages. */
  reset: (values?: GuestValues) => void;
}

const check = (values: GuestValues, today: string, expiryOnFile: string | undefined): GuestErrors =>
  validateGuest(values, { today, onFile: expiryOnFile === undefined ? undefined : { expiry: expiryOnFile } });

/** State for a `<GuestForm>`: values, the spec's messages after a submit, server messages. */
export function useGuestForm({ today, onFile, initial = emptyGuest, idPrefix = 'guest' }: UseGuestFormOptions): GuestFormState {
  const expiryOnFile = onFile?.expiry;
  const requireCard = expiryOnFile === undefined;
  const [values, setValues] = useState<GuestValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<GuestErrors>({});

  const errors = useMemo<GuestErrors>(
    () => ({ ...serverErrors, ...(submitted ? check(values, today, expiryOnFile) : {}) }),
    [serverErrors, submitted, values, today, expiryOnFile],
  );

  const onChange = useCallback(
    (next: GuestValues) => {
      // A server message disappears once its field is edited; the spec's rules re-run on render.
      setServerErrorsState((errs) => {
        const kept: GuestErrors = {};
        for (const [k, msg] of Object.entries(errs) as [GuestField, string | undefined][]) {
          if (msg && values[k] === next[k]) kept[k] = msg;
        }
        return kept;
      });
      setValues(next);
    },
    [values],
  );

  const validate = useCallback((): boolean => {
    setSubmitted(true);
    const found = check(values, today, expiryOnFile);
    if (!hasErrors(found)) return true;
    const first = GUEST_FIELDS.find((f) => found[f]);
    if (first && typeof document !== 'undefined') document.getElementById(guestFieldId(idPrefix, first))?.focus();
    return false;
  }, [values, today, expiryOnFile, idPrefix]);

  const setServerErrors = useCallback((fields: Record<string, string> | undefined) => {
    const picked: GuestErrors = {};
    for (const f of GUEST_FIELDS) if (fields?.[f]) picked[f] = fieldMessage(fields[f]);
    setServerErrorsState(picked);
  }, []);

  const reset = useCallback((next: GuestValues = emptyGuest) => {
    setValues(next);
    setSubmitted(false);
    setServerErrorsState({});
  }, []);

  return {
    values,
    errors,
    formProps: { values, errors, onChange, requireCard, idPrefix },
    validate,
    setServerErrors,
    reset,
  };
}
