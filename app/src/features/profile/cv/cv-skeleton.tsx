import defaultAvatar from '../../../shared/ui/default-avatar.svg';

/**
 * The CV's shape while it loads (and in the pre-rendered /p/ page, which paints before any script): the same
 * sections, classes and sizes as a typical CV, so the CV replaces it without moving what is below. Decorative: it
 * holds no text, and says "loading" to assistive technology once. The photo is a real image (the default avatar) at
 * the CV photo's size: the largest thing the first paint shows, so the CV's own photo, no larger, arriving with the
 * data does not become a later Largest Contentful Paint.
 */
/** The line widths (in %) styles.css has a `skeleton-w-*` class for. */
type SkeletonWidth = 30 | 35 | 40 | 70 | 75 | 80 | 85 | 90;

export function CvSkeleton() {
  // Widths by class, not by style attribute: the pre-rendered page runs under a CSP without inline styles.
  const lines = (widths: readonly SkeletonWidth[]) =>
    widths.map((width, index) => <span key={index} className={`skeleton skeleton-line skeleton-w-${width}`} />);
  return (
    <div className="cv cv-skeleton" role="status" aria-busy="true" aria-label="Loading the CV">
      <div className="cv-header cv-section">
        <img className="avatar cv-photo cv-skeleton-photo" src={defaultAvatar} alt="" width={160} height={160} />
        <div className="cv-identity">
          <span className="skeleton cv-skeleton-name" />
          {lines([70, 40, 30])}
          <span className="skeleton cv-skeleton-button" />
        </div>
      </div>
      <div className="cv-columns">
        <div className="cv-section cv-skeleton-block">{lines([35, 90, 80, 85, 75, 90, 70, 80])}</div>
        <div className="cv-section cv-skeleton-block">
          {lines([35])}
          <span className="skeleton cv-skeleton-pitch" />
        </div>
      </div>
    </div>
  );
}
