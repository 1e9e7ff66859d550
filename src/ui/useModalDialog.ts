import { useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Where focus goes when the element that opened a dialog is gone: the screen's main region. */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Opens a <dialog> as a modal (the page behind is inert; Escape cancels), keeps Tab cycling inside it
 * (Chromium would otherwise leave for the browser's toolbar) and, when it closes, gives focus back to
 * what had it before, or to the screen when that is gone.
 */
export function useModalDialog(onCancel: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read during render: by the effects, an autoFocus button inside the dialog already has focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      // Without showModal (Safari before 15.4, jsdom) the dialog still shows, only not as a modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      // Closed before React removes it: while modal, the rest of the page is inert and cannot take focus.
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
      else focusMain();
    };
  }, [opener]);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault(); // the component unmounts the dialog itself
    onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  };
  return { ref, onCancel: cancel, onKeyDown };
}
