import type { PageFrame } from '../../shared/ui/page';

/** /profile/myprofile, the player's own CV. */
export const MY_CV_FRAME: PageFrame = {
  title: 'My CV',
  lead: 'Your CV as clubs and scouts see it. Print it, or save it as a PDF to send with applications.',
  className: 'cv-page',
};

/**
 * /settings/edit-profile, the CV editor: the frame of most accounts' editor (a player's). A new account's lead welcomes
 * it instead, and a scout's editor has a heading of its own: both replace this one once the session is known.
 */
export const EDIT_CV_FRAME: PageFrame = {
  title: 'Edit your CV',
  lead: 'Keep your CV current: the more you fill in, the easier you are to find. Fields marked * are required.',
  className: 'profile-edit',
};
