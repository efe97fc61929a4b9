import type { ReactNode } from 'react';
import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * The question a navigation held by `useUnsavedChanges` asks: leave and lose the changes, or stay. One wording for
 * every form; `children` says what would be lost.
 */
export function LeaveWithoutSavingDialog({ blocker, children }: { blocker: Blocker; children: ReactNode }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
