// The player's own months of interest (players/{uid}/interest: how many scouts shortlisted them or asked to contact
// them), one query of the newest months; the path, the page size and the words are the core's (`Scouting`).
import type { InterestMonth } from '../../../shared/core/profile';

export async function loadInterest(uid: string): Promise<InterestMonth[]> {
  const { Scouting } = await import('../../../shared/core/profile');
  const view = Scouting.read({ uid });
  if (!view.interestCollection) return [];
  const { queryDocuments } = await import('../../../shared/firebase/documents');
  const interest = await queryDocuments<Record<string, unknown>>(view.interestCollection, {
    orderBy: [[view.interestOrder, 'desc']],
    limit: view.interestMonthsShown,
  });
  return Scouting.read({ uid, interest }).interest;
}
