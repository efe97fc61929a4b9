import { StatusCard } from '../../shared/ui/status-card';

/** A scout profile that could not be read: why, and a retry. */
export function ScoutLoadError({ retry, note }: { retry: () => void; note: string }) {
  return (
    <StatusCard
      title="We could not load your scout profile"
      actions={
        <button type="button" className="button button-primary" onClick={retry}>
          Try again
        </button>
      }
    >
      <p>{note}</p>
    </StatusCard>
  );
}
