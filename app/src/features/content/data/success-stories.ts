// Success stories for /success-story and the home page teaser. The players and clubs are illustrative:
// the page says so, and real stories (with the players' written consent) replace them here, one entry each.

export interface SuccessStory {
  /** Stable key, also the anchor of the story's card. */
  id: string;
  player: string;
  position: string;
  /** Age when the move happened. */
  age: number;
  fromClub: string;
  toClub: string;
  /** The season of the move, e.g. "2025/26". */
  season: string;
  /** The player's own words. */
  quote: string;
  /** What happened, in two or three sentences. */
  story: string;
  /** Portrait illustration under /images, 160 × 160. */
  portrait: string;
}

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'lena-hartmann',
    player: 'Lena Hartmann',
    position: 'Goalkeeper',
    age: 19,
    fromClub: 'SV Rheinau 1921',
    toClub: 'FC Nordhavn Women',
    season: '2025/26',
    quote:
      'My club had no video analyst, so my saves lived on my dad’s phone. On SKORA a goalkeeper coach saw twelve weeks of save percentages in one chart and called me the same day.',
    story:
      'Lena logged every match of her regional league season: saves, clean sheets and minutes. FC Nordhavn’s goalkeeper coach filtered the talent map for goalkeepers within 300 km, invited her to a two-day trial and offered a first-team contract.',
    portrait: '/images/portrait-lena.svg',
  },
  {
    id: 'mateo-alvarez',
    player: 'Mateo Álvarez',
    position: 'Central midfielder',
    age: 22,
    fromClub: 'CD Almenara',
    toClub: 'Atlético Serrano B',
    season: '2025/26',
    quote:
      'I was released at nineteen and thought that was it. Two seasons of weekly stats showed I had become a different player, and this time someone was looking.',
    story:
      'After leaving an academy, Mateo rebuilt his game in the fourth tier. A scout comparing passing numbers across the region found his profile, watched two matches in person and recommended him to Atlético Serrano’s reserve side.',
    portrait: '/images/portrait-mateo.svg',
  },
  {
    id: 'amara-okafor',
    player: 'Amara Okafor',
    position: 'Left winger',
    age: 17,
    fromClub: 'Dunmore Rovers U18',
    toClub: 'Real Ostravia Academy',
    season: '2026/27',
    quote:
      'My mum and I set up the profile together. It felt safer than sending clips to strangers, and the club contacted us through the right people.',
    story:
      'Amara’s guardian created her account and kept the contact details private. Real Ostravia’s academy reached the family through SKORA, arranged a trial week with a chaperone and offered a scholarship place.',
    portrait: '/images/portrait-amara.svg',
  },
  {
    id: 'jonas-lindqvist',
    player: 'Jonas Lindqvist',
    position: 'Centre-back',
    age: 27,
    fromClub: 'Free agent',
    toClub: 'IF Skärhamn',
    season: '2025/26',
    quote:
      'Between contracts you lose weeks waiting for agents to call back. I marked myself as a free agent on a Monday and had two trials booked by Friday.',
    story:
      'Jonas’s club folded in the summer. His SKORA CV already listed 140 senior appearances and his aerial duel numbers, so when he switched his availability to “free agent”, two Nordic clubs shortlisted him within a week.',
    portrait: '/images/portrait-jonas.svg',
  },
  {
    id: 'sofia-marchetti',
    player: 'Sofia Marchetti',
    position: 'Striker',
    age: 24,
    fromClub: 'ASD Valdora',
    toClub: 'Calcio Levante Rosa',
    season: '2026/27',
    quote:
      'Twenty-one goals in Serie C is easy to miss if nobody writes them down. SKORA wrote them down for me, week after week.',
    story:
      'Sofia combined a full-time job with a third-tier club. Her weekly stats turned a good season into a visible one: a recruitment analyst spotted the trend line, and she signed her first semi-professional contract.',
    portrait: '/images/portrait-sofia.svg',
  },
  {
    id: 'youssef-benali',
    player: 'Youssef Benali',
    position: 'Right-back',
    age: 20,
    fromClub: 'US Belcourt',
    toClub: 'Sporting Alvor',
    season: '2026/27',
    quote:
      'I speak three languages and play in a small league. The profile let clubs abroad understand me before we ever spoke.',
    story:
      'Youssef listed his languages, his second nationality and his recovery-run numbers. Sporting Alvor, looking for a right-back who could adapt quickly, found him on the map and signed him after a week-long trial.',
    portrait: '/images/portrait-youssef.svg',
  },
];
