// The core keeps its countries by ISO code (its lookups need that); a reader looks for a country by its name. The
// order is the collation of the names' language, which the core has no table for and every browser has
// (Intl.Collator): "Åland Islands" sorts with the A's and "Côte d'Ivoire" next to Costa Rica, not after "Zimbabwe".
// The locale is fixed to the names' language (English, the page's lang), not the reader's, so the pre-rendered
// pages and the browser draw the same order.
import { countries } from '../core/generated/countries';

type Country = (typeof countries)[number];

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

let sorted: readonly Country[] | null = null;

/** The core's countries ordered by their shown name. */
export function countriesByName(): readonly Country[] {
  sorted ??= [...countries].sort((a, b) => NAME_ORDER.compare(a.name, b.name));
  return sorted;
}
