import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy, fieldIds } from './fieldIds';

interface FieldChrome {
  /** The control's id; the label points at it and messages hang off it. */
  id: string;
  label: ReactNode;
  value: string;
  /** Called with the new text (not the event): every caller wants the string. */
  onChange: (value: string) => void;
  /** A message under the field (linked with aria-describedby, sets aria-invalid). */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Extra class on the wrapper (e.g. `pms-field--wide`). */
  className?: string;
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    inputRef?: Ref<HTMLInputElement>;
  };

export type TextAreaFieldProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;

function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: Pick<FieldChrome, 'id' | 'label' | 'error' | 'hint' | 'className'> & { required?: boolean; children: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <div className={['pms-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="pms-label">
        {label}
        {required ? <span aria-hidden="true" className="pms-required"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="pms-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="pms-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `required` becomes aria-required, never the native attribute: the browser's own "Please fill out
 * this field" bubble would stop the submit before the spec's messages (docs/product.md §5) could show.
 */
function controlAria(id: string, error: string | undefined, hint: ReactNode, required: boolean | undefined) {
  return {
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldIds(id), { error: Boolean(error), hint: Boolean(hint) }),
  } as const;
}

/** A labelled text input whose message and help text are announced with it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  inputRef,
  type = 'text',
  required,
  ...rest
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className} required={required}>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        className={error ? 'pms-input pms-input--invalid' : 'pms-input'}
        onChange={(e) => onChange(e.target.value)}
        {...controlAria(id, error, hint, required)}
      />
    </FieldShell>
  );
}

/** A labelled multi-line text field (comments, work-order problems). */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  rows = 3,
  required,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className} required={required}>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        value={value}
        className={error ? 'pms-input pms-input--invalid' : 'pms-input'}
        onChange={(e) => onChange(e.target.value)}
        {...controlAria(id, error, hint, required)}
      />
    </FieldShell>
  );
}
