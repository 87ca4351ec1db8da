import { createHash } from 'node:crypto';

/**
 * The checksum recorded for an applied migration: SHA-256 of the statements it runs, with comments
 * dropped and white space outside literals folded to one space. Re-wording a comment or re-indenting
 * changes nothing a database ran, so it must not stop every hotel's next start (a docs sweep once
 * re-worded the comments of three applied files); any change to what runs — a keyword, a name, a
 * value, the inside of a string, a quoted name or a dollar-quoted body — changes the checksum.
 */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(migrationStatements(text)).digest('hex');
}

/** `$$` or `$tag$`, opening a dollar-quoted body that runs to the same tag. */
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/** The statements of a migration as the checksum sees them (see `migrationChecksum`). */
export function migrationStatements(text: string): string {
  const sql = text.replace(/\r\n?/g, '\n');
  const n = sql.length;
  let out = '';
  let gap = false;
  const emit = (token: string) => {
    if (gap && out) out += ' ';
    gap = false;
    out += token;
  };
  let i = 0;
  while (i < n) {
    const c = sql[i] as string;
    if (/\s/.test(c)) {
      gap = true;
      i++;
    } else if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end;
      gap = true;
    } else if (sql.startsWith('/*', i)) {
      // PostgreSQL block comments nest.
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0 && i < n);
      gap = true;
    } else if (c === "'" || c === '"') {
      // A string (E'…' takes backslash escapes) or a quoted name, kept as written; '' and "" escapes
      // simply read as two literals side by side.
      const backslashes = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? '');
      let j = i + 1;
      while (j < n && sql[j] !== c) j += backslashes && sql[j] === '\\' ? 2 : 1;
      emit(sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === '$' && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      const tag = (DOLLAR_TAG.exec(sql.slice(i, i + 64)) as RegExpExecArray)[0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end < 0 ? n : end + tag.length;
      emit(sql.slice(i, stop));
      i = stop;
    } else {
      emit(c);
      i++;
    }
  }
  return out;
}
