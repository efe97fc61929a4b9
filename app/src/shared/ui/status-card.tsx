import type { ReactNode, Ref } from 'react';

interface StatusCardProps {
  title: string;
  children?: ReactNode;
  /** Links or buttons: what the reader can do next. */
  actions?: ReactNode;
  tone?: 'info' | 'error';
  /** For a card that answers what the reader just did: the page moves focus to its heading (focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A friendly card for an empty, missing or forbidden state, with a way forward. */
export function StatusCard({ title, children, actions, tone = 'info', headingRef }: StatusCardProps) {
  return (
    <section className={`status-card status-card-${tone}`}>
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
      {actions ? <div className="form-actions">{actions}</div> : null}
    </section>
  );
}
