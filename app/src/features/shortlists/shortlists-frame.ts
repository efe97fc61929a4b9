import type { PageFrame } from '../../shared/ui/page';

export const SHORTLISTS_FRAME: PageFrame = {
  title: 'Shortlists',
  lead: 'The players you saved, with your private notes, and your saved searches. Only you can see them.',
  className: 'shortlists-page',
};
