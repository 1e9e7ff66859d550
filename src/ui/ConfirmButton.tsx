import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from './ConfirmDialog';

type ConfirmButtonProps = {
  /** Asked before `onConfirm` runs; Cancel or Escape leaves everything as it was. */
  question: string;
  onConfirm: () => void;
  className?: string;
  disabled?: boolean;
  testId?: string;
  confirmTestId?: string;
  cancelLabel?: string;
  acceptLabel?: string;
  children: ReactNode;
};

/** A button whose action happens only after the customer accepts a confirmation question. */
export function ConfirmButton({ question, onConfirm, className, disabled, testId, confirmTestId, cancelLabel, acceptLabel, children }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)} disabled={disabled} data-testid={testId}>
        {children}
      </button>
      {/* On <body>: the dialog takes none of the styles of the card (or closed <details>) the button sits in. */}
      {asking &&
        createPortal(
          <ConfirmDialog
            question={question}
            acceptTestId={confirmTestId}
            cancelLabel={cancelLabel}
            acceptLabel={acceptLabel}
            onCancel={() => setAsking(false)}
            onAccept={() => {
              setAsking(false);
              onConfirm();
            }}
          />,
          document.body,
        )}
    </>
  );
}
