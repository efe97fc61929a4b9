// The CV's attribute card data: playerStats/{uid} (the player's measured tests and ratings), when there is one the
// aggregate of the player's main position (its histograms give the percentiles; read once per CV view, shared with
// the weekly section: position-figures.ts), and when the card has tests the record of those an official confirmed
// (players/{uid}/confirmedTests/measured: the core marks a test confirmed while its value and day are the ones seen). Both are read through the shared Firestore wrappers, which hand over
// plain, size-limited JSON; every figure on the card is the core's.
import { Attributes, type AttributeCard, type AttributesView } from '../../../shared/core/profile';
import { errorCode, UNREADABLE_DOCUMENT } from '../../../shared/firebase/write-helpers';
import type { ReadPositionFigures } from './position-figures';
import { firestoreDocuments, readOptional } from './profile-api';

export type LoadedAttributes =
  /** The player has no stats yet (the owner is invited to the wizard; visitors see nothing). */
  | { status: 'missing' }
  /** The stored document cannot be read as stats (hostile, corrupt, from an older shape): nothing is shown. */
  | { status: 'unreadable' }
  /** `dates`: the tests' dates as the card prints them (the core's words). */
  | { status: 'ready'; card: AttributeCard; dates: AttributesView['dates'] };

/**
 * The core's card when it has something to show: the core reads a partial or hostile document for what it can, and a
 * document with nothing readable in it gives a card with no face and no test, which is no card at all.
 */
function shown(card: AttributeCard | undefined): AttributeCard | undefined {
  return card && (card.faces.length > 0 || card.tests.length > 0) ? card : undefined;
}

/**
 * The record of the tests an official confirmed, or null when there is none or it cannot be read: then every test reads
 * as reported by the player, which is what the CV shows before any confirmation anyway.
 */
function readConfirmedTests(path: string): Promise<Record<string, unknown> | null> {
  return readOptional(path, 'Could not load the confirmed tests; the CV shows the tests as reported by the player.');
}

/**
 * The attribute card of `uid` as the core computes it from the stored stats, the CV's player type and main position,
 * and the position's histograms of the season the player rated themselves in (`positionFigures`: one read per view). One read when the player has
 * no (readable) stats, three at most otherwise (the stats, the position's figures, the confirmed tests). A read that fails rejects
 * (the caller shows nothing); a document the core cannot read resolves as `unreadable`, never as an exception.
 */
export async function loadAttributes(
  uid: string,
  { playerType, mainPosition, birthMonth }: { playerType: string; mainPosition: string; birthMonth?: string | null | undefined },
  positionFigures: ReadPositionFigures,
): Promise<LoadedAttributes> {
  const path = Attributes.read({ uid }, null).statsPath;
  if (!path) return { status: 'missing' };
  const { getDocument } = await firestoreDocuments();
  let stats: Record<string, unknown> | null;
  try {
    stats = await getDocument<Record<string, unknown>>(path);
  } catch (error) {
    if (errorCode(error) === UNREADABLE_DOCUMENT) return { status: 'unreadable' };
    throw error;
  }
  if (stats === null) return { status: 'missing' };
  try {
    // The position's figures are read only for stats the core can read: a hostile document costs no second read.
    const request = { stats, playerType, mainPosition, ...(birthMonth ? { birthMonth } : {}) };
    const first = Attributes.read({ ...request, uid }, null);
    if (!shown(first.card)) return { status: 'unreadable' };
    // Which tests an official confirmed: read beside the figures, and only when the card has tests to mark.
    const recordPath = first.card?.tests.length ? first.confirmedTestsPath : undefined;
    const [figures, confirmedTests] = await Promise.all([
      first.figuresPath ? positionFigures(first.figuresPath) : null,
      recordPath ? readConfirmedTests(recordPath) : null,
    ]);
    const view = Attributes.read({ ...request, confirmedTests }, figures);
    const card = shown(view.card);
    return card ? { status: 'ready', card, dates: view.dates } : { status: 'unreadable' };
  } catch (error) {
    console.warn('SKORA: these player stats cannot be read.', error);
    return { status: 'unreadable' };
  }
}
