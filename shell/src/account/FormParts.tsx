import type { ReactNode } from 'react';
import { PASSWORD_MAX_LENGTH } from '@pms/contracts/rules/staff';
import { Notice, TextField, type TextFieldProps } from '@pms/ui';

/** Pieces the staff and password forms share (Change password, Add staff, a STAFF row's panels). */

/** A password a person types: hidden, required, as long as the service takes (`rules/staff`). */
export function PasswordField({ autoComplete = 'new-password', ...props }: Omit<TextFieldProps, 'type' | 'required' | 'maxLength'>) {
  return <TextField {...props} type="password" autoComplete={autoComplete} required maxLength={PASSWORD_MAX_LENGTH} />;
}

/**
 * A form's end: the refusal no field holds (a 409 such as the last Administrator's, a 429, no
 * connection) announced at once, then the submit button and any others (`children`).
 */
export function FormEnd({ message, busy, submitLabel, danger, children }: { message: string | undefined; busy: boolean; submitLabel: string; danger?: boolean; children?: ReactNode }) {
  return (
    <>
      {message ? <Notice kind="error">{message}</Notice> : null}
      <div className="pms-actions">
        <button type="submit" className={danger ? 'pms-button pms-button--danger' : 'pms-button'} disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
