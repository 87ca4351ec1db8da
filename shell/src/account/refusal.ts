import { fieldMessage, isApiError } from '@pms/ui';

/**
 * What a form shows when the service refuses it (the house style of FolioForms): each field's
 * message beside that field, in the words `fieldMessage` gives every rule message; anything else —
 * a 409 with no field, a 429, no connection — once, above the buttons.
 */
export interface Refusal {
  fields: Record<string, string>;
  form?: string;
}

export function refusalOf(error: unknown, action: string, formFields: readonly string[]): Refusal {
  console.error(`[api] ${action} failed`, error);
  if (!isApiError(error)) return { fields: {}, form: `${action} did not go through.` };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(name)) fields[name] = fieldMessage(message);
    else elsewhere.push(`${name} ${message}`);
  }
  const known = Object.keys(fields).length > 0;
  const form = elsewhere.length > 0 ? elsewhere.join('; ') : known ? undefined : error.message;
  return { fields, form };
}

/** The messages of a form's own check (the rules module's words), keyed by field; empty when it may be sent. */
export function problemsOf(checks: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, problem] of Object.entries(checks)) if (problem) out[name] = fieldMessage(problem);
  return out;
}
