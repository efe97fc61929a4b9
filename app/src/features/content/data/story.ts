// SKORAs STORY: the chapters of /story, each with its illustration. Edit the words here.

export interface Chapter {
  id: string;
  title: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

export const STORY_LEAD = 'Talent is everywhere. Visibility is not. SKORA exists to close that gap.';

export const CHAPTERS: readonly Chapter[] = [
  {
    id: 'the-gap',
    title: 'A Sunday afternoon, a muddy pitch, nobody watching',
    paragraphs: [
      'Every weekend, hundreds of thousands of matches are played across Europe in leagues that no scout will ever attend. Somewhere in them is a goalkeeper who saves two penalties a month, a full-back who never loses a sprint, a striker who scores in every cup tie.',
      'Most of those players never get a trial. Not because they are not good enough, but because nobody who decides has seen them play, and a highlight clip in a group chat is forgotten by Monday.',
    ],
    image: {
      src: '/images/story-pitch.svg',
      alt: 'A lone player stands on a floodlit pitch under an empty stand.',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'the-idea',
    title: 'What scouts told us they needed',
    paragraphs: [
      'We started by asking scouts and academy recruiters what they look at first. The answers were remarkably consistent: position, age, strong foot, where the player is, how many minutes they play, and whether they are available.',
      'None of that fits in a video. All of it fits on one page. So we designed the CV around those questions, and added weekly stats so a coach can see form, not just a single good day.',
    ],
    image: {
      src: '/images/story-scout.svg',
      alt: 'A scout with a notebook watches players move across a tactics board.',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'the-map',
    title: 'Putting every player on the map',
    paragraphs: [
      'Geography decides too much in football. Clubs scout where they already have people, and everyone else is invisible. The talent map turns that around: every complete profile is a pin, and a club can search a region it has never visited.',
      'A goalkeeper in a small town now appears in the same search as one in a capital city. That is the whole idea.',
    ],
    image: {
      src: '/images/story-map.svg',
      alt: 'A stylised map of Europe dotted with player pins, some connected to a club badge.',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'what-next',
    title: 'Where we are going',
    paragraphs: [
      'SKORA is free for players and will stay that way. We are working with clubs and academies on safer ways to reach young players, on match-verified statistics, and on tools that help coaches give feedback after a trial instead of silence.',
      'If you play, coach or scout, we would like to hear what would help you. The best features we have came from players who wrote to us.',
    ],
    image: {
      src: '/images/story-next.svg',
      alt: 'A rising line of player silhouettes climbing steps towards a goal.',
      width: 640,
      height: 400,
    },
  },
];
