import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/useModalDialog';

interface ConfirmProps {
  question: string;
  acceptLabel: string;
  onAccept: () => void;
  onCancel: () => void;
}

/** A modal question on <body>: Cancel (first, also Escape) and the action; focus goes back to the opener. */
export function Confirm({ question, acceptLabel, onAccept, onCancel }: ConfirmProps) {
  const { t } = useTranslation('manage');
  const modal = useModalDialog(onCancel);
  const questionId = useId();
  return createPortal(
    <dialog {...modal} className="catalogue-confirm" aria-labelledby={questionId}>
      <article>
        <p id={questionId}>{question}</p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel} autoFocus>
            {t('catalogue.cancel')}
          </button>
          <button type="button" onClick={onAccept} data-testid="catalogue-confirm">
            {acceptLabel}
          </button>
        </footer>
      </article>
    </dialog>,
    document.body,
  );
}
