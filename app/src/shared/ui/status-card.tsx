import type { ReactNode } from 'react';

interface StatusCardProps {
  title: string;
  children?: ReactNode;
  /** Links or buttons: what the reader can do next. */
  actions?: ReactNode;
  tone?: 'info' | 'error';
}

/** A friendly card for an empty, missing or forbidden state, with a way forward. */
export function StatusCard({ title, children, actions, tone = 'info' }: StatusCardProps) {
  return (
    <section className={`status-card status-card-${tone}`}>
      <h2>{title}</h2>
      {children}
      {actions ? <div className="form-actions">{actions}</div> : null}
    </section>
  );
}
