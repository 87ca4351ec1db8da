/**
 * `npm run user:create -- --username alice --access 2 [--full-name "Alice Liddell"] [--password …] [--inactive]`
 *
 * Creates a staff account in the auth schema of DATABASE_URL (migrating it first): the first
 * Administrator of a production hotel, who then makes the others on the STAFF screen. The password
 * follows the same policy as the STAFF screen's (docs/security.md "Passwords"). Without
 * `--password` the password is read from stdin: prompted without echo on a terminal, otherwise the
 * first line of piped input, so it need not appear in the shell history or the process list.
 * Missing username or access level are prompted for on a terminal.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ACCESS_TYPES } from '@pms/contracts/auth';
import { NewStaffBody } from '@pms/contracts/staff';
import { createSql, migrateService } from '@pms/service-kit';
import { insertUser } from '../db/users';
import { hashPassword } from '../domain/password';
import { newPasswordProblem } from '../domain/password-policy';
import { authService } from '../service';

const USAGE = 'usage: npm run user:create -- --username NAME --access 1|2|3 [--full-name NAME] [--password PASSWORD] [--inactive]';

/** The STAFF screen's new account, with the access level as typed on a command line. */
export const NewUserInput = NewStaffBody.extend({ access_id: z.coerce.number().pipe(NewStaffBody.shape.access_id) });

/** Reads a line from the terminal; with `hidden` nothing typed is echoed. */
async function prompt(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      access: { type: 'string' },
      password: { type: 'string' },
      'full-name': { type: 'string' },
      inactive: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required but not set');
    return 2;
  }
  const tty = process.stdin.isTTY === true;
  const username = values.username ?? (tty ? await prompt('Username: ') : undefined);
  const access = values.access ?? (tty ? await prompt('Access level (1 Employee, 2 Manager, 3 Administrator): ') : undefined);
  if (username === undefined || access === undefined) {
    console.error(USAGE);
    return 2;
  }
  let password = values.password;
  if (password === undefined) password = tty ? await prompt('Password: ', true) : await firstLineOfStdin();

  const parsed = NewUserInput.safeParse({ username, password, access_id: access, full_name: values['full-name'] ?? username });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const weak = newPasswordProblem(parsed.data.password, parsed.data.username);
  if (weak) {
    console.error(`password: ${weak}`);
    return 2;
  }

  const sql = createSql(url, { schema: authService.schema, max: 1 });
  try {
    await migrateService(sql, authService.schema, authService.migrationsDir);
    const user = await insertUser(sql, {
      username: parsed.data.username,
      passwordHash: await hashPassword(parsed.data.password),
      access_id: parsed.data.access_id,
      full_name: parsed.data.full_name,
      active: !values.inactive,
    });
    if (!user) {
      console.error(`A user named ${parsed.data.username} already exists (usernames ignore case).`);
      return 1;
    }
    console.log(`Created user ${user.username} (${ACCESS_TYPES[user.access_id]}, user_id ${user.user_id}${values.inactive ? ', inactive' : ''}).`);
    return 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
