import type { ReactNode } from 'react';

/**
 * A table too wide for a phone scrolls sideways in this box. The box is a named region in the tab order so a keyboard
 * user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's `scrollable-region-focusable`). Its name is
 * the table's with "table" after it, apart from the section around it that may carry the table's own name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
