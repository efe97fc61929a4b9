import type { ReactNode } from 'react';
import { StatusCard } from '../../../shared/ui/status-card';

interface LoadErrorCardProps {
  title: string;
  onRetry: () => void;
  /** What else the reader can do, beside trying again. */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** A CV could not be read: say so and offer to try again. */
export function LoadErrorCard({ title, onRetry, extraActions, children }: LoadErrorCardProps) {
  return (
    <StatusCard
      tone="error"
      title={title}
      actions={
        <>
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try again
          </button>
          {extraActions}
        </>
      }
    >
      {children}
    </StatusCard>
  );
}
