// The core's e-mail rule in firestore.rules: a contact e-mail such as
// `me@x.com?bcc=spy%40evil.com&body=…` must be refused, as the core refuses it, or it becomes a mailto: link with a
// hidden recipient. The rule is not written twice by hand: the core holds it as an RE2 pattern next to the Rust rule
// (crates/core-foundations/src/validation.rs, EMAIL_RULES_PATTERN), firestore.rules' isEmail() must hold exactly that text, and the
// rules and the core must give the same verdict on every address of a table of valid and hostile ones
// (`cargo run -q -p skora-core --example email_verdicts`).
// Run with: node scripts/rules-test.mjs tests/rules/email.rules.test.ts
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deleteDoc, doc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { detailsPath, validDetails, validPlayer } from './fixtures';
import { ACTOR_EMAILS, OWNER_UID } from './matrix';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const long = (n: number, ch = 'a') => ch.repeat(n);
/** An address of exactly n characters (a one-letter local part, a long first label). */
const emailOf = (n: number) => `a@${long(n - 6, 'b')}.com`;

/** Valid and hostile addresses; the verdict of each comes from the core, not from this file. */
const ADDRESSES: string[] = [
  // ordinary, tagged, mixed case, non-ASCII local parts, boundaries
  'ana@example.com',
  'a+tag@sub.mail-host.co.uk',
  'Leo.Messi@Example.COM',
  'josé@example.com',
  '"quoted"@example.com',
  `${long(64)}@example.com`,
  `${long(65)}@example.com`,
  `${long(64, 'é')}@example.com`,
  `${long(65, 'é')}@example.com`,
  emailOf(254),
  emailOf(255),
  // 254 characters with an emoji (255 UTF-16 units): the core counts characters
  `😀${emailOf(253)}`,
  `😀${emailOf(254)}`,
  'a1@b2.c-d.io',
  // mail link injection
  'me@x.com?bcc=spy%40evil.com&body=hello',
  'me@x.com?bcc=spy@evil.com',
  'me@x.com&cc=spy@evil.com',
  'me@x.com%0abcc:spy@evil.com',
  'me@x.com\nbcc: spy@evil.com',
  'me@x.com\r\nbcc: spy@evil.com',
  'me@x.com/path',
  'me@x.com#fragment',
  'me@x.com:25',
  'me@[127.0.0.1]',
  'me@127.0.0.1',
  // malformed
  '',
  'nope',
  'a@b@c.com',
  '@example.com',
  'a@',
  'a@example',
  'a@example.c',
  'a@example.c0m',
  'a@-example.com',
  'a@example-.com',
  'a@exa_mple.com',
  'a@example..com',
  'a@.example.com',
  'a@example.com.',
  'a@exämple.com',
  'a@xn--exmple-cua.com',
  // whitespace and controls anywhere, and around (the core trims what it stores, so an untrimmed value is refused)
  'a b@example.com',
  'a@exa mple.com',
  ' a@example.com',
  'a@example.com ',
  'a\tb@example.com',
  'a\u00a0b@example.com',
  'a\u2028b@example.com',
  'a\u3000b@example.com',
  'a\u0085b@example.com',
  'a\u0000b@example.com',
  'a\u007fb@example.com',
  'a\u001bb@example.com',
  // invisible, but neither whitespace nor controls: not in a dot-atom either
  'a\u200bb@example.com',
  'a\u202eb@example.com',
  // a mailable address: a dot-atom local part (RFC 5322 atext joined by single dots), ASCII only
  'first.last@example.com',
  "o'neil@example.com",
  "!#$%&'*+/=?^_`{|}~-@example.com",
  'a/b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a..b@example.com',
  'a(b)@example.com',
  'a[b]@example.com',
  'a\\b@example.com',
  'a:b@example.com',
  '\u212a@example.com',
  // list separators and header syntax a mail transport reads: one more recipient under a fresh limit
  'x1,victim@example.com',
  'x;victim@example.com',
  '<victim@example.com>',
  'x>victim@example.com',
  '"x"victim@example.com',
];

interface CoreEmailRule {
  pattern: string;
  verdicts: { address: string; accepted: boolean }[];
}

function coreEmailRule(addresses: string[]): CoreEmailRule {
  try {
    const out = execFileSync('cargo', ['run', '-q', '-p', 'skora-core', '--example', 'email_verdicts'], {
      cwd: REPO_ROOT,
      input: JSON.stringify(addresses),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 15 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(out) as CoreEmailRule;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`Cannot run the core's e-mail rule (cargo run -q -p skora-core --example email_verdicts): ${err.message}\n${err.stderr ?? ''}`);
  }
}

const CORE = coreEmailRule(ADDRESSES);

type Outcome = 'allow' | 'deny' | string;

describe("e-mail addresses: firestore.rules applies the core's rule", () => {
  let env: FirestoreTestEnv;
  let owner: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    owner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    admin = env.admin();
    await clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  async function write(path: string, data: DocumentData): Promise<Outcome> {
    try {
      await setDoc(doc(owner, path), data);
      await deleteDoc(doc(admin, path));
      return 'allow';
    } catch (e) {
      const code = (e as { code?: string }).code;
      return code === 'permission-denied' ? 'deny' : `error ${code}`;
    }
  }

  it("firestore.rules' isEmail() holds the core's pattern, character for character", () => {
    // In the rules the pattern is a string literal: every backslash is written twice.
    const literal = `'${CORE.pattern.replace(/\\/g, '\\\\')}'`;
    const rules = readFirestoreRules();
    const start = rules.indexOf('function isEmail(e) {');
    const isEmail = start < 0 ? '(no isEmail function)' : rules.slice(start, rules.indexOf('\n    }', start));
    expect(isEmail).toContain(literal);
  });

  it('the core refuses the mail-link injection (the table is not all valid)', () => {
    const verdict = (a: string) => CORE.verdicts.find((v) => v.address === a)?.accepted;
    expect(verdict('me@x.com?bcc=spy%40evil.com&body=hello')).toBe(false);
    expect(verdict('x1,victim@example.com')).toBe(false);
    expect(verdict("o'neil@example.com")).toBe(true);
    expect(verdict('ana@example.com')).toBe(true);
  });

  it('players/{uid}/private/details: contactEmail is accepted exactly when the core accepts it', { timeout: 120_000 }, async () => {
    await deleteDoc(doc(admin, 'players', OWNER_UID));
    const mismatches: string[] = [];
    for (const { address, accepted } of CORE.verdicts) {
      const got = await write(detailsPath(OWNER_UID), validDetails({ contactEmail: address }));
      if (got !== (accepted ? 'allow' : 'deny')) mismatches.push(`${JSON.stringify(address)}: core ${accepted ? 'accepts' : 'refuses'}, rules ${got}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('players/{uid}: a shown contactEmail is accepted exactly when the core accepts it (even if the details hold it)', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    for (const { address, accepted } of CORE.verdicts) {
      // The details are written with the rules bypassed, as data from before this rule could be.
      await setDoc(doc(admin, detailsPath(OWNER_UID)), validDetails({ contactEmail: address }));
      const got = await write(`players/${OWNER_UID}`, validPlayer({ contactEmail: address }));
      if (got !== (accepted ? 'allow' : 'deny')) mismatches.push(`${JSON.stringify(address)}: core ${accepted ? 'accepts' : 'refuses'}, rules ${got}`);
    }
    expect(mismatches).toEqual([]);
  });
});
