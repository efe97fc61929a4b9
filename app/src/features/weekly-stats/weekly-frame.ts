import type { PageFrame } from '../../shared/ui/page';

export const WEEKLY_FRAME: PageFrame = {
  title: 'Add weekly stats',
  lead: 'Log each week you play or train: your CV turns the weeks into season totals, per-90 figures and a form line.',
  className: 'weekly-stats',
};
