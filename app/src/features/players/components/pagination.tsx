import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { DirectoryNav } from '../../../shared/core/directory';

interface PaginationProps {
  /** The core's pagination of the page shown: Previous, Next and the numbered links, as search strings. */
  pagination: DirectoryNav['pagination'];
  /** The URL (path and search) of a search string. */
  hrefOf: (search: string) => string;
}

/**
 * Previous, the numbered pages and Next. The directory pages on the server with cursors, so the numbers the core
 * links are the ones a view can reach with a bounded read: the first few pages and the current page's neighbours
 * (a gap is shown as "…"). They are URLs (`?page=3`), so every page can be shared and reloaded.
 */
export function Pagination({ pagination, hrefOf }: PaginationProps) {
  const { previous, next, pages } = pagination;
  if (previous === null && next === null) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          {previous !== null ? (
            <Link to={hrefOf(previous)} rel="prev" aria-label="Previous page" className="pagination-step">
              Previous
            </Link>
          ) : (
            <span className="pagination-step pagination-disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {pages.map((link, i) => (
          <Fragment key={link.number}>
            {i > 0 && (pages[i - 1]?.number ?? 0) + 1 < link.number ? (
              <li className="pagination-gap" aria-hidden="true">
                …
              </li>
            ) : null}
            <li>
              {link.search === null ? (
                <span aria-current="page" aria-label={`Page ${link.number}`} className="pagination-number pagination-current">
                  {link.number}
                </span>
              ) : (
                <Link to={hrefOf(link.search)} aria-label={`Page ${link.number}`} className="pagination-number">
                  {link.number}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
        <li>
          {next !== null ? (
            <Link to={hrefOf(next)} rel="next" aria-label="Next page" className="pagination-step">
              Next
            </Link>
          ) : (
            <span className="pagination-step pagination-disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
