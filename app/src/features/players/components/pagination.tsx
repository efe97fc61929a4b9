import { Link } from 'react-router-dom';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The core's page numbers to link to, `0` marking a gap. */
  links: number[];
  /** The URL (path and search) of page `n`. */
  hrefOf: (n: number) => string;
}

/** Links to the other pages of results; they are URLs, so every page can be shared and reloaded. */
export function Pagination({ page, pageCount, links, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} rel="prev" aria-label="Previous page" className="pagination-step">
              Previous
            </Link>
          ) : (
            <span className="pagination-step pagination-disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {links.map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className="pagination-page"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} rel="next" aria-label="Next page" className="pagination-step">
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
