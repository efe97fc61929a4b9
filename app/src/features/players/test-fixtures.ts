// Player documents shaped like scripts/seed.mjs's twelve demo players (public, no photos, seed availability
// values), as the documents wrapper's queryDocuments returns them.
import type { QueriedDocument } from '../../shared/firebase/documents';

type Row = [uid: string, first: string, last: string, born: string, nat: string, res: string, type: string, main: string, club: string];

const SEED: Row[] = [
  ['demo-player', 'Demo', 'Player', '2002-05-14', 'PT', 'PT', 'outfield', 'CM', 'GD Alfama'],
  ['demo-tiago-moreira', 'Tiago', 'Moreira', '2000-11-02', 'PT', 'PT', 'goalkeeper', 'GK', 'FC Ribeira'],
  ['demo-lucia-ferrer', 'Lucía', 'Ferrer', '2003-03-21', 'ES', 'ES', 'outfield', 'LW', 'CD Turia'],
  ['demo-karim-benali', 'Karim', 'Benali', '1999-08-09', 'MA', 'FR', 'outfield', 'CAM', 'AS Croix-Rousse'],
  ['demo-jonas-weber', 'Jonas', 'Weber', '1998-01-30', 'DE', 'DE', 'outfield', 'CB', 'SV Rheinufer'],
  ['demo-daan-visser', 'Daan', 'Visser', '2004-06-17', 'NL', 'NL', 'outfield', 'RB', 'VV Domstad'],
  ['demo-chinedu-okafor', 'Chinedu', 'Okafor', '2001-12-05', 'NG', 'NG', 'outfield', 'ST', 'Lagoon City FC'],
  ['demo-kwame-asante', 'Kwame', 'Asante', '2002-09-13', 'GH', 'GH', 'goalkeeper', 'GK', 'Ashanti Stars'],
  ['demo-moussa-diallo', 'Moussa', 'Diallo', '2000-04-26', 'SN', 'SN', 'outfield', 'CDM', 'Étoile de Médina'],
  ['demo-rafael-campos', 'Rafael', 'Campos', '2003-07-08', 'BR', 'BR', 'outfield', 'RW', 'EC Pampulha'],
  ['demo-mateo-quiroga', 'Mateo', 'Quiroga', '1997-10-19', 'AR', 'AR', 'outfield', 'LB', 'Club Atlético Paraná'],
  ['demo-santiago-rios', 'Santiago', 'Ríos', '2005-02-11', 'CO', 'CO', 'goalkeeper', 'GK', 'Deportivo Aburrá'],
];

/** A Firestore Timestamp as the SDK hands it over (the api turns it into milliseconds). */
const stamp = (ms: number) => ({ toMillis: () => ms, seconds: Math.floor(ms / 1000), nanoseconds: 0 });

function toDoc([uid, firstName, lastName, dateOfBirth, nationality, countryOfResidence, playerType, mainPosition, currentClub]: Row, i: number): QueriedDocument<Record<string, unknown>> {
  return {
    id: uid,
    data: {
      firstName, lastName, dateOfBirth, nationality, countryOfResidence, city: 'Home town', playerType, mainPosition,
      currentClub, availability: 'open_to_offers', visibility: 'public',
      createdAt: stamp(1_736_935_200_000), updatedAt: stamp(1_748_000_000_000 + i * 60_000),
    },
  };
}

/** The twelve seed players. */
export function seedPlayers(): QueriedDocument<Record<string, unknown>>[] {
  return SEED.map(toDoc);
}

/** The seed players plus `extra` generated outfield players ("Squad Player 01", …), for paging. */
export function manyPlayers(extra: number): QueriedDocument<Record<string, unknown>>[] {
  const more = Array.from({ length: extra }, (_, i): Row => {
    const n = String(i + 1).padStart(2, '0');
    return [`squad-${n}`, 'Squad', `Zz Player ${n}`, '2001-01-01', 'SE', 'SE', 'outfield', 'CM', 'IF Norrby'];
  });
  return [...SEED, ...more].map(toDoc);
}
