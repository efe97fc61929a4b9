// The served picture's Storage state, for the index (hasPhoto needs the file) and for storage.rules (its `visibility`
// metadata follows the index entry). No image library here: the index's triggers and the backfill load this.
import { Pictures } from './core.js';

/** A Storage error that means "no such object" (or "not this generation any more"). */
export const missing = (error) => error?.code === 404 || error?.code === 412;

/** The Storage object's metadata, or null when it is gone. */
export async function metadataOf(file) {
  try {
    const [metadata] = await file.getMetadata();
    return metadata;
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/**
 * The served picture's state: `{ stored, visibility }` (its `visibility` metadata), `stored: false` when there is none.
 * An unreachable Storage counts as "no picture" (the entry then shows none until the next write), never as a failure.
 */
export async function servedPicture(bucket, path, log) {
  if (!bucket) return { stored: false };
  try {
    const metadata = await metadataOf(bucket.file(path));
    return metadata ? { stored: true, visibility: metadata.metadata?.visibility ?? null } : { stored: false };
  } catch (error) {
    log(`could not check ${path} in Storage: ${error.message}`);
    return { stored: false };
  }
}

/** Brings the served picture's `visibility` metadata in line with the index entry's visibility (for storage.rules). */
export async function syncPictureVisibility(bucket, path, current, entryVisibility, log) {
  const visibility = Pictures.visibility(entryVisibility);
  if (current === visibility) return false;
  try {
    await bucket.file(path).setMetadata({ metadata: { visibility } });
    return true;
  } catch (error) {
    // Gone since: nothing to protect. Anything else is retried (the trigger's retry; reindexing is idempotent), so a
    // picture that became members-only is not left public.
    if (missing(error)) return false;
    log(`could not set the visibility of ${path}: ${error.message}`);
    throw error;
  }
}
