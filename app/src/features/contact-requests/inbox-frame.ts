import type { PageFrame } from '../../shared/ui/page';

export const INBOX_FRAME: PageFrame = { title: 'Inbox', className: 'inbox-page' };
