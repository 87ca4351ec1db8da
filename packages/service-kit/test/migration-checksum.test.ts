import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrationChecksum, migrationStatements } from '../src/migration-checksum';

describe('migrationStatements', () => {
  it('drops line and (nested) block comments and folds white space outside literals', () => {
    const text = `-- Rooms (DESIGN.md §5)\ncreate table rooms (   /* the /* nested */ id */ room_id integer\r\n primary key -- one per room\n);\n`;
    expect(migrationStatements(text)).toBe('create table rooms ( room_id integer primary key );');
  });

  it('keeps strings, quoted names and dollar-quoted bodies exactly as written', () => {
    const text = `insert into t values ('a  -- b', E'it\\'s  /* x */', 'it''s'); create table "My  Table" (x int);\ndo $body$ begin  -- kept\n end $body$; select $$ two  spaces $$;`;
    expect(migrationStatements(text)).toBe(
      `insert into t values ('a  -- b', E'it\\'s  /* x */', 'it''s'); create table "My  Table" (x int); do $body$ begin  -- kept\n end $body$; select $$ two  spaces $$;`,
    );
  });
});

describe('migrationChecksum', () => {
  const word = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
  const separator = fc.oneof(
    fc.constantFrom(' ', '\n', '\r\n', '\t', '  \n  '),
    fc.stringMatching(/^[a-z §.()]{0,20}$/).map((c) => ` -- ${c}\n`),
    fc.stringMatching(/^[a-z §.()]{0,20}$/).map((c) => ` /* ${c} */ `),
  );

  it('is the same whatever the comments and layout between the words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), fc.array(separator, { minLength: 12, maxLength: 12 }), (words, seps) => {
        const plain = words.join(' ');
        const laidOut = words.map((w, i) => `${w}${seps[i]}`).join('');
        expect(migrationChecksum(laidOut)).toBe(migrationChecksum(plain));
      }),
    );
  });

  it('changes with any word, and with the inside of a string', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.nat(), word, (words, at, other) => {
        const i = at % words.length;
        fc.pre(words[i] !== other);
        const changed = words.map((w, j) => (j === i ? other : w));
        expect(migrationChecksum(changed.join(' '))).not.toBe(migrationChecksum(words.join(' ')));
      }),
    );
    expect(migrationChecksum("select 'a b'")).not.toBe(migrationChecksum("select 'a  b'"));
    expect(migrationChecksum('select 1')).toMatch(/^[0-9a-f]{64}$/);
  });
});
