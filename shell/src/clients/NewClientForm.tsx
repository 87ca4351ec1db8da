import { useRef, useState, type FormEvent } from 'react';
import { SCOPES, SCOPE_AREAS, type Scope, type ScopeArea } from '@pms/contracts/permissions';
import { CLIENT_NAME_MAX_LENGTH, clientNameProblem, clientScopesProblem } from '@pms/contracts/rules/clients';
import type { ClientSecretAnswer } from '@pms/contracts/clients';
import { api, TextField } from '@pms/ui';
import { FormEnd } from '../account/FormParts';
import { problemsOf, refusalOf, type Refusal } from '../account/refusal';
import { ClientSecretShape } from './answers';

const FIELDS = ['name', 'scopes'] as const;

/** "reservations:read" in words: "Read bookings and the business date". */
function scopeWords(scope: Scope): string {
  const [area, verb] = scope.split(':') as [ScopeArea, string];
  return `${verb === 'read' ? 'Read' : 'Change'} ${SCOPE_AREAS[area]}`;
}

/**
 * New client: a name and its scopes, checked with the service's own rules (rules/clients) before
 * `POST /api/clients`; a name another active client has comes back beside its field. The answer's
 * secret goes to `onCreated`, which shows it once.
 */
export function NewClientForm({ onCreated }: { onCreated: (name: string, answer: ClientSecretAnswer) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const toggle = (scope: Scope, on: boolean) => setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = problemsOf({ name: clientNameProblem(name), scopes: clientScopesProblem(scopes) });
    setRefusal({ fields });
    if (Object.keys(fields).length > 0) {
      (fields.name ? first.current : document.getElementById(`clients-scope-${SCOPES[0]}`))?.focus();
      return;
    }
    setBusy(true);
    try {
      const ordered = SCOPES.filter((s) => scopes.includes(s));
      const answer = await api.request('POST /api/clients', { body: { name: name.trim(), scopes: ordered }, schema: ClientSecretShape });
      onCreated(name.trim(), answer);
      setName('');
      setScopes([]);
    } catch (e) {
      setRefusal(refusalOf(e, 'New client', FIELDS));
    } finally {
      setBusy(false);
    }
  }

  const { fields, form } = refusal;
  return (
    <form className="clients-new" aria-labelledby="clients-new-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="clients-new-title">New client</h2>
      <TextField
        id="clients-new-name"
        label="Name"
        inputRef={first}
        autoComplete="off"
        required
        maxLength={CLIENT_NAME_MAX_LENGTH}
        hint="The other system, as the audit trail will name it (e.g. Channel manager)."
        value={name}
        onChange={setName}
        error={fields.name}
      />
      <fieldset className="clients-scopes" aria-describedby={fields.scopes ? 'clients-scopes-error' : undefined} aria-invalid={fields.scopes ? true : undefined}>
        <legend className="pms-label">
          Scopes<span aria-hidden="true" className="pms-required"> *</span>
        </legend>
        <div className="clients-scopes__list">
          {SCOPES.map((scope) => (
            <label key={scope} className="clients-scope" htmlFor={`clients-scope-${scope}`}>
              <input id={`clients-scope-${scope}`} type="checkbox" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />{' '}
              <code>{scope}</code> <span className="pms-hint">{scopeWords(scope)}</span>
            </label>
          ))}
        </div>
        {fields.scopes ? (
          <p id="clients-scopes-error" className="pms-field-error">
            {fields.scopes}
          </p>
        ) : null}
      </fieldset>
      <FormEnd message={form} busy={busy} submitLabel="Create client" />
    </form>
  );
}
