import type { PaymentType } from '@pms/contracts/billing';
import type { ChargeCodeList, Folio } from '@pms/contracts/folio';
import { PAYMENT_TYPES } from '@pms/contracts/rules/statuses';
import { isApiError, type ApiBody } from '@pms/ui';
import { useId, useState, type FormEvent } from 'react';
import { amountProblem } from '../billing/folioForms';

/** The folio's forms (components/FolioPanel.tsx): an amount with a reason or a method, and Post Charge. */

interface AmountFormProps {
  title: string;
  submitLabel: string;
  initial?: number;
  max?: number;
  reasonRequired?: boolean;
  method?: boolean;
  onCancel?: () => void;
  /** What the clerk entered; the caller sends the fields its route takes (`reason` is '' unless asked, `method` Cash unless asked). */
  send: (entered: { amount: number; reason: string; method: PaymentType }) => Promise<Folio>;
  onDone: (f: Folio) => void;
}

/** An amount (with a reason, or a payment method) sent to the folio; a message beside every bad field. */
export function AmountForm({ title, submitLabel, initial, max, reasonRequired, method, onCancel, send, onDone }: AmountFormProps) {
  const id = useId();
  const [amount, setAmount] = useState(initial !== undefined ? initial.toFixed(2) : '');
  const [reason, setReason] = useState('');
  const [payment, setPayment] = useState<PaymentType>('Cash');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const a = amountProblem(amount, max);
    if (a) problems.amount = a;
    if (reasonRequired && reason.trim() === '') problems.reason = 'A reason is required.';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || busy) return;
    setBusy(true);
    try {
      onDone(await send({ amount: Number(amount), reason: reason.trim(), method: payment }));
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      setErrors({ ...(fields ?? {}), form: isApiError(err) ? err.message : 'It did not go through.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fin-amount-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{title}</h3>
      <label htmlFor={`${id}-amount`}>Amount ($)</label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={!!errors.amount} aria-describedby={errors.amount ? `${id}-amount-error` : undefined} />
      {errors.amount ? <p className="pms-field-error" id={`${id}-amount-error`}>{errors.amount}</p> : null}
      {reasonRequired ? (
        <>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={!!errors.reason} aria-describedby={errors.reason ? `${id}-reason-error` : undefined} />
          {errors.reason ? <p className="pms-field-error" id={`${id}-reason-error`}>{errors.reason}</p> : null}
        </>
      ) : null}
      {method ? (
        <>
          <label htmlFor={`${id}-method`}>Method</label>
          <select id={`${id}-method`} value={payment} onChange={(e) => setPayment(e.target.value as PaymentType)}>
            {PAYMENT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </>
      ) : null}
      {errors.form ? <p className="pms-field-error" role="alert">{errors.form}</p> : null}
      <div className="pms-actions">
        <button type="submit" className="pms-button" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="pms-button pms-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Post Charge: a charge code, the unit price, how many, and an optional description. */
export function PostCharge({ codes, send, onDone }: { codes: ChargeCodeList['charge_codes']; send: (body: ApiBody<'POST /api/folios/:res_room_id/charges'>) => Promise<Folio>; onDone: (f: Folio) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!code) problems.code = 'Choose a charge.';
    const a = amountProblem(amount);
    if (a) problems.amount = a;
    if (!/^\d{1,3}$/.test(quantity) || Number(quantity) < 1) problems.quantity = 'Enter a whole number from 1 to 999.';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || busy) return;
    setBusy(true);
    try {
      onDone(await send({ code, amount: Number(amount), quantity: Number(quantity), ...(description.trim() ? { description: description.trim() } : {}) }));
      setCode('');
      setAmount('');
      setQuantity('1');
      setDescription('');
    } catch (err) {
      setErrors({ ...(isApiError(err) ? (err.fields ?? {}) : {}), form: isApiError(err) ? err.message : 'The charge was not posted.' });
    } finally {
      setBusy(false);
    }
  }

  const err = (name: string) => (errors[name] ? <p className="pms-field-error" id={`${id}-${name}-error`}>{errors[name]}</p> : null);
  const described = (name: string) => ({ 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  return (
    <form className="fin-amount-form" aria-label="Post Charge" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Post Charge</h3>
      <label htmlFor={`${id}-code`}>Charge</label>
      <select id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} {...described('code')}>
        <option value="">Choose…</option>
        {codes.map((c) => (
          <option key={c.code} value={c.code}>
            {c.description}
            {c.taxed ? '' : ' (tax-free)'}
          </option>
        ))}
      </select>
      {err('code')}
      <label htmlFor={`${id}-amount`}>Unit price ($)</label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} {...described('amount')} />
      {err('amount')}
      <label htmlFor={`${id}-quantity`}>Quantity</label>
      <input id={`${id}-quantity`} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} {...described('quantity')} />
      {err('quantity')}
      <label htmlFor={`${id}-description`}>Description (optional)</label>
      <input id={`${id}-description`} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
      {errors.form ? <p className="pms-field-error" role="alert">{errors.form}</p> : null}
      <div className="pms-actions">
        <button type="submit" className="pms-button" disabled={busy} aria-busy={busy || undefined}>
          Post Charge
        </button>
      </div>
    </form>
  );
}
