import { useEffect, type ReactNode } from 'react';

interface PageProps {
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page with its own heading and document title. */
export function Page({ title, lead, children, className }: PageProps) {
  useEffect(() => {
    document.title = title === 'SKORA' ? 'SKORA: football talent, seen' : `${title} | SKORA`;
  }, [title]);
  return (
    <main id="main" className={['page', className].filter(Boolean).join(' ')} tabIndex={-1}>
      <header className="page-header">
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </header>
      {children}
    </main>
  );
}
