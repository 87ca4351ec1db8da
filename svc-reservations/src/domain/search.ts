/** Escapes `%`, `_` and `\` so a typed text matches itself in a LIKE pattern (`escape '\'`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
