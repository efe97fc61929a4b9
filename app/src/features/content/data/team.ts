// The About us page: the mission, the values and the people. Edit the words here, not in the component.

export interface Value {
  title: string;
  text: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Two letters for the avatar. */
  initials: string;
}

export const MISSION =
  'Give every football player, wherever they play, a fair chance to be seen by the people who decide.';

export const VALUES: readonly Value[] = [
  {
    title: 'Facts before hype',
    text: 'A profile is only as good as its numbers. We build for honest, consistent data that a coach can compare, not for the loudest highlight reel.',
  },
  {
    title: 'Players own their story',
    text: 'Players decide what is public, what is for signed-in members only, and when to leave. Their data is theirs: we export it or delete it whenever they ask.',
  },
  {
    title: 'Safety first for young players',
    text: 'Under-16s join with a guardian’s consent, a contact email appears only when the player chooses to show it, and clubs reach minors through the adults responsible for them.',
  },
  {
    title: 'Free where it matters',
    text: 'The CV, the stats and the pin on the talent map are free, and always will be. Paid plans add reach and tools, never the right to be seen.',
  },
];

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Daniel Moreau',
    role: 'Co-founder, product',
    bio: 'Played ten seasons in the French lower leagues and spent the last three of them compiling his own stats in a spreadsheet nobody asked for.',
    initials: 'DM',
  },
  {
    name: 'Aoife Brennan',
    role: 'Co-founder, engineering',
    bio: 'Built data platforms for sports broadcasters before deciding that grassroots football deserved the same tools as the Champions League.',
    initials: 'AB',
  },
  {
    name: 'Tomasz Wiśniewski',
    role: 'Head of scouting partnerships',
    bio: 'A former academy scout who has watched more than two thousand youth matches and knows exactly which numbers he wanted on the first page.',
    initials: 'TW',
  },
  {
    name: 'Nadia Haddad',
    role: 'Player safety and privacy lead',
    bio: 'A child-safeguarding officer turned data-protection specialist, she reviews every feature that touches young players before it ships.',
    initials: 'NH',
  },
];
