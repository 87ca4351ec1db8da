import { PhoneField } from '../form/PhoneField';
import { TextAreaField, TextField } from '../form/TextField';
import { type GuestErrors, type GuestField, type GuestValues } from './validation';

export interface GuestFormProps {
  values: GuestValues;
  /** Called with the whole next value set; the form never drops what the clerk typed. */
  onChange: (values: GuestValues) => void;
  /** Messages to show under the fields (from `useGuestForm` or `validateGuest`). */
  errors?: GuestErrors;
  /** Marks card number and expiry as required (new reservation). */
  requireCard?: boolean;
  /** Prefix of the inputs' ids: `${idPrefix}-first_name`, …; default `guest`. */
  idPrefix?: string;
  /** Fieldset caption; default "Guest". */
  legend?: string;
  /** E.g. "****1111 on file" on the update screen, where the stored number never comes back. */
  cardPlaceholder?: string;
  disabled?: boolean;
}

/** The input id of a guest field, for focusing the first bad field after a submit. */
export const guestFieldId = (idPrefix: string, field: GuestField): string => `${idPrefix}-${field}`;

/**
 * The guest part of the new-reservation and update screens (docs/product.md §2). It renders fields only:
 * the screen owns the `<form>`, its other fields (dates, room type) and the submit.
 */
export function GuestForm({
  values,
  onChange,
  errors = {},
  requireCard = false,
  idPrefix = 'guest',
  legend = 'Guest',
  cardPlaceholder,
  disabled,
}: GuestFormProps) {
  const field = (name: GuestField) => ({
    id: guestFieldId(idPrefix, name),
    name,
    value: values[name],
    error: errors[name],
    disabled,
    onChange: (value: string) => onChange({ ...values, [name]: value }),
  });

  return (
    <fieldset className="pms-fieldset pms-guest-form">
      <legend>{legend}</legend>
      <div className="pms-row">
        <TextField {...field('first_name')} label="First Name" autoComplete="given-name" required />
        <TextField {...field('last_name')} label="Last Name" autoComplete="family-name" required />
      </div>
      <div className="pms-row">
        <PhoneField {...field('phone')} label="Phone" required />
        {/* type="text": a type="email" field would get the browser's own message instead of the spec's. */}
        <TextField {...field('email')} label="Email" inputMode="email" autoComplete="email" spellCheck={false} required />
      </div>
      <TextField {...field('address')} label="Address" autoComplete="street-address" className="pms-field--wide" />
      <div className="pms-row">
        <TextField {...field('city')} label="City" autoComplete="address-level2" />
        <TextField {...field('state')} label="State" autoComplete="address-level1" />
        <TextField {...field('zip')} label="ZIP" autoComplete="postal-code" inputMode="numeric" />
      </div>
      <div className="pms-row">
        <TextField
          {...field('credit_card_num')}
          label="Card Number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder={cardPlaceholder}
          required={requireCard}
        />
        <TextField
          {...field('cc_expiration')}
          label="Expiry"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required={requireCard}
        />
        <TextField {...field('cvc')} label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <TextAreaField {...field('comments')} label="Comments" className="pms-field--wide" />
    </fieldset>
  );
}
