import { Link } from 'react-router-dom';

interface PaginationProps {
  /** The URL (path and search) of the previous page, or null on the first page. */
  previous: string | null;
  /** The URL of the next page, or null on the last. */
  next: string | null;
}

/**
 * Previous and Next: the directory pages on the server with cursors, so it knows its neighbours, not a page count.
 * They are URLs, so every page can be shared and reloaded.
 */
export function Pagination({ previous, next }: PaginationProps) {
  if (previous === null && next === null) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          {previous !== null ? (
            <Link to={previous} rel="prev" aria-label="Previous page" className="pagination-step">
              Previous
            </Link>
          ) : (
            <span className="pagination-step pagination-disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        <li>
          {next !== null ? (
            <Link to={next} rel="next" aria-label="Next page" className="pagination-step">
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
