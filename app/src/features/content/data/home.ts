import { paths } from '../../../shared/core/generated/routes';
// The home page's words: the promise and the four steps of how SKORA works.

export interface Step {
  title: string;
  text: string;
  /** Where to read or do more. */
  link: { to: string; label: string };
}

export const HOME_LEAD =
  'Your football CV, your numbers and your week-by-week form, in one profile that clubs and scouts can find.';

export const HOME_PROMISE =
  'Free for players. Built with scouts. Every player, goalkeepers included, gets a profile that gets read.';

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'A CV scouts can read in a minute',
    text: 'Positions, strong foot, height, clubs, honours and languages on one clean page, with your photo and highlight links. Print it as a PDF for any trial.',
    link: { to: paths.signup, label: 'Create your CV' },
  },
  {
    title: 'Stats that mean something',
    text: 'Physical, technical and goalkeeper attributes, entered once through a guided wizard, so every profile can be compared on the same scale.',
    link: { to: paths.path, label: 'See the steps' },
  },
  {
    title: 'Weekly form that tells the story',
    text: 'Log minutes, goals, assists or saves after every match week. Trend lines show coaches how you play now, not how you played two years ago.',
    link: { to: paths.path, label: 'How weekly stats work' },
  },
  {
    title: 'The talent map',
    text: 'Clubs filter players by country, position, age and type, and find you where you actually play, from capital cities to village pitches.',
    link: { to: paths.map, label: 'Open the talent map' },
  },
];
