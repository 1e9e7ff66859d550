import { useModalDialog } from './useModalDialog';

type Props = { title: string; messages: string[]; continueLabel: string; continueTestId: string; onContinue: () => void };

/** The payment-result modals (/pok, /pko, /pdok, /pdko): a title, messages and one Continue button. */
export function PaymentResultDialog({ title, messages, continueLabel, continueTestId, onContinue }: Props) {
  const modal = useModalDialog(onContinue);
  return (
    <dialog {...modal} className="payment-result" aria-labelledby="payment-result-title">
      <article>
        <h2 id="payment-result-title">{title}</h2>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <footer>
          <button type="button" onClick={onContinue} data-testid={continueTestId} autoFocus>
            {continueLabel}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
