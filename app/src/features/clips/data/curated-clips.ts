// The clips the SKORA team picks for the gallery. Each entry is a YouTube link plus what the card shows;
// the core reads the link (`Clips.link`), so an entry whose link is not a YouTube video is skipped
// rather than embedded. The video ids below are placeholders until the curated uploads are published:
// the titles, names and links still render without any network, and the embed shows YouTube's own
// "video unavailable" message if an id does not exist.

export interface CuratedClip {
  /** A youtube.com/watch, youtu.be, youtube.com/shorts or youtube-nocookie.com/embed link. */
  url: string;
  title: string;
  player: string;
  /** Position, age group and level, shown under the player's name. */
  detail: string;
}

export const curatedClips: CuratedClip[] = [
  {
    url: 'https://www.youtube.com/watch?v=q3Lr8VbN2xA',
    title: 'Five saves, one clean sheet: U19 cup semi-final',
    player: 'Lena Hoffmann',
    detail: 'Goalkeeper · U19 · Regionalliga youth',
  },
  {
    url: 'https://youtu.be/Zt7pK1mWcQe',
    title: 'Left-back season 2023/24: overlaps, recoveries and 9 assists',
    player: 'Mateo Rojas',
    detail: 'Left-back · Senior · Tercera Federación',
  },
  {
    url: 'https://www.youtube.com/watch?v=Hn4dX9sRb0U',
    title: 'Every goal from my first senior season',
    player: 'Amara Diallo',
    detail: 'Striker · Senior · Women’s second division',
  },
  {
    url: 'https://www.youtube.com/shorts/pW2jY6tLk8M',
    title: 'Receiving on the half-turn: 60 seconds of midfield play',
    player: 'Jonas Lindqvist',
    detail: 'Central midfielder · U17 · Academy league',
  },
  {
    url: 'https://youtu.be/cV5nR3hGq1T',
    title: 'Centre-back: aerial duels and passes out from the back',
    player: 'Youssef Benali',
    detail: 'Centre-back · U21 · Reserve league',
  },
  {
    url: 'https://www.youtube.com/watch?v=Ub8eM0fJz4K',
    title: 'Sweeper keeper: distribution with both feet',
    player: 'Sofia Marino',
    detail: 'Goalkeeper · Senior · Serie C',
  },
  {
    url: 'https://www.youtube.com/watch?v=Ak6tP2wDn9S',
    title: 'Winger 1v1s and final-third decisions, spring 2024',
    player: 'Tomás Pereira',
    detail: 'Right winger · U18 · National youth league',
  },
  {
    url: 'https://youtu.be/Rm3xC7vLb5Y',
    title: 'Pressing from the front: a full 90 minutes condensed',
    player: 'Kacper Nowak',
    detail: 'Centre-forward · Senior · III liga',
  },
  {
    url: 'https://www.youtube-nocookie.com/embed/Ge9sH4kTa2W',
    title: 'Defensive midfield: interceptions and switches of play',
    player: 'Chiara Bianchi',
    detail: 'Defensive midfielder · U23 · Women’s Serie B',
  },
];
