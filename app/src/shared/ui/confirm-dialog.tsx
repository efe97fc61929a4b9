import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Styles the confirm button as a warning (for leaving without saving, deleting…). */
  destructive?: boolean;
}

/**
 * A modal question with two answers. Keyboard-usable: the safe answer (cancel) has focus when it opens, Tab
 * stays inside, Escape cancels, and focus returns to where it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      initialFocus={cancelButton}
      describedBy={children ? bodyId : undefined}
    >
      {children ? <div id={bodyId}>{children}</div> : null}
      <div className="form-actions">
        <button ref={cancelButton} type="button" className="button button-primary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={['button', 'button-ghost', destructive ? 'button-danger' : null].filter(Boolean).join(' ')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
