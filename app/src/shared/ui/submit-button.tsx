import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * A form's submit button, disabled while the form is busy and until its component has hydrated. A pre-rendered form
 * is on screen before its code has loaded; without a handler, pressing Enter or the button would submit it natively
 * and put what was typed (a password included) in the URL. A disabled default button blocks both the click and the
 * implicit submission by Enter, whichever script is still on its way (the boot script's guard is installed only once
 * it has loaded). The server snapshot says "not hydrated", the browser's says "hydrated": a page rendered in the
 * browser gets an enabled button at once, a hydrated one right after hydration.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    // Until then it keeps the look of an enabled button: the wait is a few frames, and the page must not change as
    // it hydrates.
    <button
      type="submit"
      className="button button-primary"
      disabled={busy || !hydrated}
      data-hydrating={hydrated ? undefined : ''}
    >
      {children}
    </button>
  );
}
