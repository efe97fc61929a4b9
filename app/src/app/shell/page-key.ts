import { matchPath } from 'react-router-dom';
import { routes as routeTable } from '../../shared/core/generated/routes';

/** The page key (the core's route table) that renders `pathname`, or undefined for none (the not-found page). */
export function pageKeyOf(pathname: string): string | undefined {
  return routeTable.find((entry) => matchPath({ path: entry.path, caseSensitive: true, end: true }, pathname))?.page;
}
