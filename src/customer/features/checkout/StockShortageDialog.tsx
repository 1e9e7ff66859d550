import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShortCartLine } from '../../../domain/orders/cartChoices';
import { useModalDialog } from '../../../ui/useModalDialog';

type StockShortageDialogProps = {
  lines: ShortCartLine[];
  onLower: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  onClose: () => void;
};

/**
 * The order asked for more than the shop has: each line named, with what is left, and the two ways on:
 * lower it to what is left, or remove it. The new total shows in the cart before the customer pays again.
 */
export function StockShortageDialog({ lines, onLower, onRemove, onClose }: StockShortageDialogProps) {
  const { t } = useTranslation('cart');
  const modal = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog {...modal} className="confirm-dialog stock-shortage-dialog" aria-labelledby={titleId} data-testid="stock-shortage">
      <article>
        <h2 id={titleId}>{t('shortage.title')}</h2>
        <p>{t('shortage.text')}</p>
        <ul className="stock-shortage-lines">
          {lines.map((line) => (
            <li key={line.key} data-testid="stock-shortage-line">
              <p>
                <strong>{line.title}</strong>
                <br />
                <span data-testid="stock-shortage-left">
                  {line.available > 0 ? t('shortage.left', { count: line.available, asked: line.quantity }) : t('shortage.none', { asked: line.quantity })}
                </span>
              </p>
              <div className="stock-shortage-actions">
                {line.available > 0 && (
                  <button type="button" data-testid="stock-shortage-lower" onClick={() => onLower(line.key, line.available)}>
                    {t('shortage.lower', { count: line.available })}
                  </button>
                )}
                <button type="button" className="secondary outline" data-testid="stock-shortage-remove" onClick={() => onRemove(line.key)}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <footer>
          <button type="button" className="secondary outline" onClick={onClose}>
            {t('close')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
