import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './useModalDialog';

type ConfirmDialogProps = {
  question: string;
  /** The question's language when it is not the page's (the address question is always Spanish). */
  questionLang?: string;
  acceptTestId?: string;
  /** What the buttons do, when "Cancel" / "Accept" would be ambiguous (cancelling an order). */
  cancelLabel?: string;
  acceptLabel?: string;
  onAccept: () => void;
  onCancel: () => void;
};

/**
 * A modal question with Cancel (focused first, also Escape) and Accept, as the spec's address deletion
 * asks; focus stays inside while it is open and goes back to what opened it.
 */
export function ConfirmDialog({ question, questionLang, acceptTestId, cancelLabel, acceptLabel, onAccept, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const modal = useModalDialog(onCancel);
  const questionId = useId();
  return (
    <dialog {...modal} className="confirm-dialog" aria-labelledby={questionId}>
      <article>
        <p id={questionId} lang={questionLang}>
          {question}
        </p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel} autoFocus>
            {cancelLabel ?? t('cancel')}
          </button>
          <button type="button" data-testid={acceptTestId} onClick={onAccept}>
            {acceptLabel ?? t('accept')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
