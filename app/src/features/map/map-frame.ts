import type { PageFrame } from '../../shared/ui/page';

export const MAP_FRAME: PageFrame = {
  title: 'SKORA Maps',
  lead: 'Find players by where they are based, nationality, position, name, age and type.',
  className: 'map-page',
};
