// The alerts feature's data calls: how many notifications are unread (one count), the newest ones (one query), and
// marking them read. Firebase is reached only through the shared wrappers; the paths, the page size, the sentences
// and the writes are the core's (`Scouting`). The count, which the nav's bell asks on every signed-in page, takes
// the collection's path from the session's handle (`Member`), so a page that is not a scout's or the player's own
// does not load the profile module for it.
import { member } from '../../../shared/core/member';
import type { NotificationView } from '../../../shared/core/profile';

type Documents = typeof import('../../../shared/firebase/documents');
// Each module is imported once and the promise shared: the first calls run side by side.
let documentsModule: Promise<Documents> | undefined;
const documents = (): Promise<Documents> => (documentsModule ??= import('../../../shared/firebase/documents'));
let profileModule: Promise<typeof import('../../../shared/core/profile')> | undefined;
const scouting = async () => (await (profileModule ??= import('../../../shared/core/profile'))).Scouting;

/** The most unread notifications the bell counts exactly ("99+" past it): the count is one read whatever it finds. */
export const UNREAD_COUNTED = 100;

/** How many of the user's notifications are unread (at most `UNREAD_COUNTED`). */
export async function unreadCount(uid: string): Promise<number> {
  const collection = (await member()).read({ uid }).notificationsCollection;
  if (!collection) return 0;
  const { countDocuments } = await documents();
  return countDocuments(collection, { where: [['read', '==', false]], limit: UNREAD_COUNTED });
}

/** The newest notifications, as the core words them. */
export async function loadNotifications(uid: string): Promise<NotificationView[]> {
  const core = await scouting();
  const view = core.read({ uid });
  if (!view.notificationsCollection) return [];
  const { queryDocuments } = await documents();
  const notifications = await queryDocuments<Record<string, unknown>>(view.notificationsCollection, {
    orderBy: [['createdAt', 'desc']],
    limit: view.notificationsShown,
  });
  return core.read({ uid, notifications }).notifications;
}

/** Marks `ids` read, in one batch. */
export async function markRead(uid: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const plan = (await scouting()).save({ kind: 'readNotifications', uid, ids });
  const { applyWritePlan } = await import('../../../shared/firebase/write-plan');
  await applyWritePlan(plan);
}
