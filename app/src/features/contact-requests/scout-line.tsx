import type { ScoutCard } from '../../shared/core/profile';

/** Who asks, in one line: role, organisation, country, and their link when it is safe to open. */
export function ScoutLine({ scout }: { scout: ScoutCard }) {
  return (
    <p className="request-from">
      {[scout.role, scout.organisation, scout.country].filter(Boolean).join(' · ')}
      {scout.link ? (
        <>
          {' · '}
          <a href={scout.link} target="_blank" rel="noopener noreferrer nofollow">
            Their link<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
