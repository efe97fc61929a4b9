import type { ReactNode } from 'react';
import { usePageMeta } from './page-meta';

/**
 * What a signed-in page shows before anything of its own: its heading, its lead and its class. The same values make
 * the page's header and its pre-rendered frame (app/src/app/shell/page-frame.tsx), so the HTML paints the header the
 * page will keep.
 */
export interface PageFrame {
  title: string;
  lead?: string;
  className: string;
}

interface PageProps {
  title: string;
  /** A short line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** For search results and link previews; defaults to the site's description. */
  description?: string;
  image?: string;
  noindex?: boolean;
}

/** A page with its own heading and document title. */
export function Page({ title, lead, children, className, description, image, noindex }: PageProps) {
  usePageMeta({ title, description, image, noindex });
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
