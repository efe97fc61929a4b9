import type { PageFrame } from '../../shared/ui/page';

/** /profile/myprofile, the player's own CV. */
export const MY_CV_FRAME: PageFrame = {
  title: 'My CV',
  lead: 'Your CV as clubs and scouts see it. Print it, or save it as a PDF to send with applications.',
  className: 'cv-page',
};
