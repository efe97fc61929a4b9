// @vitest-environment node
// The privacy policy names every place the code stores data: each collection the Firestore rules know (every
// collection any client or function writes has a rule, if only one that refuses every client) and each folder of the
// Storage rules, in its section "What we store, who sees it and how long we keep it", and nothing else. A collection
// added without a word to the people whose data it holds fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const POLICY = read('./privacy-policy.md');
const FIRESTORE_RULES = read('../../../../../firestore.rules');
const STORAGE_RULES = read('../../../../../storage.rules');

/** The collection ids of every `match /a/{b}/c…` of a rules file: each literal segment at a collection's place. */
function collectionsOf(rules: string, skip: readonly string[]): string[] {
  const names = new Set<string>();
  for (const [, path = ''] of rules.matchAll(/^\s*match\s+\/(\S+)\s*\{/gm)) {
    // Collections sit at the odd places of a path (collection/document/collection/…): `mapCells/public/cells/{id}`
    // names mapCells and cells; `private/details` names private.
    path.split('/').forEach((segment, i) => {
      if (i % 2 === 0 && /^[A-Za-z]+$/.test(segment) && !skip.includes(segment)) names.add(segment);
    });
  }
  return [...names].sort();
}

/** The names the policy's inventory lists: each bullet starts with them in bold code (`- **`players`**`). */
function inventory(policy: string): string[] {
  const start = policy.indexOf('## What we store, who sees it and how long we keep it');
  const end = policy.indexOf('\n## ', start + 1);
  const section = policy.slice(start, end);
  const names = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('- '))) {
    const lead = line.split(':')[0] ?? '';
    for (const [, name = ''] of lead.matchAll(/\*\*`([A-Za-z]+)`\*\*/g)) names.add(name);
  }
  return [...names].sort();
}

describe('the privacy policy', () => {
  // `databases` and `documents` frame every Firestore path; `b` and `o` every Storage one.
  const firestore = collectionsOf(FIRESTORE_RULES, ['databases', 'documents']);
  const storage = collectionsOf(STORAGE_RULES, ['b', 'o']);

  it('reads the rules it checks against', () => {
    expect(firestore).toEqual(expect.arrayContaining(['players', 'private', 'users', 'mail', 'goneAccounts', 'cells']));
    expect(storage).toEqual(['pictureUploads', 'profilePictures']);
  });

  it('names every collection the code stores data in, and every folder of its files, and nothing else', () => {
    // The map's two sets of cells are one place to a reader: mapCells/{public,all}/cells.
    const places = [...firestore.filter((name) => name !== 'cells'), ...storage].sort();
    expect(inventory(POLICY)).toEqual(places);
  });

  it('says who sees each one and how long it is kept', () => {
    const start = POLICY.indexOf('## What we store');
    const bullets = POLICY.slice(start, POLICY.indexOf('\n## ', start + 1))
      .split('\n')
      .filter((line) => line.startsWith('- **`'));
    for (const bullet of bullets) {
      expect(bullet, bullet.slice(0, 40)).toMatch(/Who sees (it|them): /);
      if (!bullet.startsWith('- **`jobs`**')) expect(bullet, bullet.slice(0, 40)).toMatch(/Kept: /);
    }
  });
});
