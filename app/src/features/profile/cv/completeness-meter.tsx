import { useId, type ReactNode } from 'react';
import type { Completeness } from '../../../shared/core/profile';

interface CompletenessMeterProps {
  completeness: Completeness;
  /** A link to where a missing field is filled in. */
  renderLink: (field: string, children: ReactNode) => ReactNode;
  title?: string;
}

/** The core's completeness figure as a bar, and what is still missing, each linking to its field. */
export function CompletenessMeter({ completeness, renderLink, title = 'CV completeness' }: CompletenessMeterProps) {
  const labelId = useId();
  const { percent, missing, complete } = completeness;
  const required = missing.filter((item) => item.required);
  const optional = missing.filter((item) => !item.required);
  return (
    <section className="completeness no-print" aria-labelledby={labelId}>
      <h2 id={labelId} className="completeness-title">
        {title}: {percent}%
      </h2>
      <div
        className="completeness-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="form-note">Every section is filled in. Keep it up to date after each season.</p>
      ) : (
        <>
          <p className="form-note">
            {complete
              ? 'Your CV is ready for scouts. These would make it stronger:'
              : 'Scouts cannot find you until the required fields are filled in:'}
          </p>
          <ul className="completeness-missing">
            {required.map((item) => (
              <li key={item.field}>
                {renderLink(item.field, item.label)} <span className="badge">required</span>
              </li>
            ))}
            {optional.map((item) => (
              <li key={item.field}>{renderLink(item.field, item.label)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
