import type { PageFrame } from '../../shared/ui/page';

export const STATS_FRAME: PageFrame = {
  title: 'Your player stats',
  lead: 'Show clubs and scouts what you can do: your picture, measured tests and honest ratings, step by step.',
  className: 'player-stats',
};
