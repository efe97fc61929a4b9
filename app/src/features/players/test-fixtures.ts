// playerIndex entries shaped like the functions write them (the core's IndexEntry) for scripts/seed.mjs's twelve
// demo players, as the documents wrapper's queries return them (updatedAt a Firestore-style number of ms).
import type { QueriedDocument } from '../../shared/firebase/documents';

type Row = [uid: string, first: string, last: string, born: string, nat: string, type: string, main: string, club: string];

const SEED: Row[] = [
  ['demo-player', 'Demo', 'Player', '2002-05', 'PT', 'outfield', 'CM', 'GD Alfama'],
  ['demo-tiago-moreira', 'Tiago', 'Moreira', '2000-11', 'PT', 'goalkeeper', 'GK', 'FC Ribeira'],
  ['demo-lucia-ferrer', 'Lucía', 'Ferrer', '2003-03', 'ES', 'outfield', 'LW', 'CD Turia'],
  ['demo-karim-benali', 'Karim', 'Benali', '1999-08', 'MA', 'outfield', 'CAM', 'AS Croix-Rousse'],
  ['demo-jonas-weber', 'Jonas', 'Weber', '1998-01', 'DE', 'outfield', 'CB', 'SV Rheinufer'],
  ['demo-daan-visser', 'Daan', 'Visser', '2004-06', 'NL', 'outfield', 'RB', 'VV Domstad'],
  ['demo-chinedu-okafor', 'Chinedu', 'Okafor', '2001-12', 'NG', 'outfield', 'ST', 'Lagoon City FC'],
  ['demo-kwame-asante', 'Kwame', 'Asante', '2002-09', 'GH', 'goalkeeper', 'GK', 'Ashanti Stars'],
  ['demo-moussa-diallo', 'Moussa', 'Diallo', '2000-04', 'SN', 'outfield', 'CDM', 'Étoile de Médina'],
  ['demo-rafael-campos', 'Rafael', 'Campos', '2003-07', 'BR', 'outfield', 'RW', 'EC Pampulha'],
  ['demo-mateo-quiroga', 'Mateo', 'Quiroga', '1997-10', 'AR', 'outfield', 'LB', 'Club Atlético Paraná'],
  ['demo-santiago-rios', 'Santiago', 'Ríos', '2005-02', 'CO', 'goalkeeper', 'GK', 'Deportivo Aburrá'],
];

function toEntry([uid, first, last, birthMonth, nat, playerType, main, club]: Row, i: number): QueriedDocument<Record<string, unknown>> {
  const name = `${first} ${last}`;
  return {
    id: uid,
    data: {
      displayName: name, searchKey: name.toLowerCase(), sortKey: `${last} ${first}`.toLowerCase(), birthMonth, playerType,
      mainPosition: main, positions: [main], nationalities: [nat], filterKeys: [`p:${main}`, `n:${nat}`],
      countryOfResidence: nat, city: 'Home town', location: null, locationPrecision: null, geohash: null, club,
      availability: 'open-to-offers', heightCm: null, hasPhoto: false, visibility: 'public',
      updatedAt: 1_748_000_000_000 + i * 60_000,
    },
  };
}

/** The twelve seed players' index entries, newest last. */
export function seedEntries(): QueriedDocument<Record<string, unknown>>[] {
  return SEED.map(toEntry);
}
