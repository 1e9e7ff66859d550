import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface ConfirmProps {
  question: string;
  acceptLabel: string;
  cancelLabel?: string;
  acceptTestId?: string;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The browser's own modal dialog (the page behind inert, Escape cancels), opened on mount; focus goes back to
 * the opener when it closes. Not the customer's dialog hook (src/ui/useModalDialog.ts): sharing it would move
 * it out of the customer's first-load chunk into one of its own.
 */
function useNativeModal(onCancel: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [opener]);
  return {
    ref,
    onCancel: (event: { preventDefault(): void }) => {
      event.preventDefault();
      onCancel();
    },
  };
}

/** A modal question on <body>: Cancel (first, also Escape) and the action; focus goes back to the opener. */
export function Confirm({ question, acceptLabel, cancelLabel, acceptTestId = 'catalogue-confirm', onAccept, onCancel }: ConfirmProps) {
  const { t } = useTranslation('manage');
  const modal = useNativeModal(onCancel);
  const questionId = useId();
  return createPortal(
    <dialog {...modal} className="manage-confirm" aria-labelledby={questionId}>
      <article>
        <p id={questionId}>{question}</p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel} autoFocus>
            {cancelLabel ?? t('cancel')}
          </button>
          <button type="button" onClick={onAccept} data-testid={acceptTestId}>
            {acceptLabel}
          </button>
        </footer>
      </article>
    </dialog>,
    document.body,
  );
}
