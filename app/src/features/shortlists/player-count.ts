/** "1 player", "12 players": a list's size as the lists' pages say it. */
export const playerCount = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
