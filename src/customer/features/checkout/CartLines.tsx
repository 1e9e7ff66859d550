import { useTranslation } from 'react-i18next';
import type { Language, ProductExtra } from '../../../api/contract';
import { Icon } from '../../../ui/Icon';
import { QuantityText } from '../../../ui/QuantityText';
import type { PricedChoice } from '../../../domain/orders/cartChoices';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount } from '../../../domain/text/numberText';
import { describeExtras } from './describeExtras';
import { CartLineNote } from '../../shared/lineNotes/CartLineNote';
import { LineNoteText } from '../../shared/lineNotes/LineNoteText';
import './soldOutLines.css';

type CartLinesProps = {
  lines: PricedChoice[];
  dictionary: ProductExtra[];
  language: Language;
  onChange: (key: string, delta: 1 | -1) => void;
  onRemove: (key: string) => void;
  /** Lines the counter has sold out now (src/customer/features/checkout/SoldOutLines names them with what to do). */
  soldOutKeys?: ReadonlySet<string>;
};

/**
 * Cart lines: title, extras, quantity buttons and the price (or the ritmitos that pay it). A
 * product the shop no longer sells stays listed, marked, without a price, with a button to remove it.
 * Each line's note is edited in place. A single good's + stops at its stock, saying how many are left.
 */
export function CartLines({ lines, dictionary, language, onChange, onRemove, soldOutKeys }: CartLinesProps) {
  const { t } = useTranslation('cart');
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const extras = describeExtras(line.choices, dictionary, language);
        if (!line.available) {
          return (
            <li key={line.key} className="cart-line cart-line-unavailable" data-testid="cart-line-unavailable">
              <div className="cart-line-text">
                <CartLineTitle title={line.title} extras={extras} />
                <LineNoteText notes={line.notes} className="cart-line-extras" />
                <small className="cart-line-note">{line.soldOut ? t('soldOutNow') : t('noLongerSold')}</small>
              </div>
              <button type="button" className="outline secondary" data-testid="cart-remove" onClick={() => onRemove(line.key)}>
                {t('remove')}
              </button>
            </li>
          );
        }
        // A single good: + stops at the units left for this line (its stock less the product's other lines).
        const capped = line.stock !== null && line.quantity >= line.stock.lineMax;
        const soldOut = soldOutKeys?.has(line.key) === true;
        return (
          <li key={line.key} className="cart-line" data-testid="cart-line" data-sold-out={soldOut || undefined}>
            <div className="cart-line-text">
              <CartLineTitle title={line.title} extras={extras} />
              {soldOut && <small className="cart-line-sold-out">{t('lineSoldOutToday')}</small>}
              {capped && line.stock && (
                <small className="cart-line-stock" data-testid="cart-stock-cap">
                  {t('onlyLeft', { count: line.stock.left })}
                </small>
              )}
            </div>
            <div className="cart-line-quantity">
              <button
                type="button"
                className="outline secondary"
                data-testid="cart-minus"
                aria-label={t('less', { title: line.title })}
                onClick={() => onChange(line.key, -1)}
              >
                −
              </button>
              <span aria-live="polite">{line.quantity}</span>
              <button
                type="button"
                className="outline secondary"
                data-testid="cart-plus"
                aria-label={t('more', { title: line.title })}
                disabled={capped}
                onClick={() => onChange(line.key, 1)}
              >
                +
              </button>
            </div>
            <div className="cart-line-price">
              {line.useRitmitos ? (
                <span className="cart-line-ritmitos" title={t('paidWithRitmitos')}>
                  <span className="lightning" aria-hidden="true">
                    <Icon name="bolt" size={16} />
                  </span>
                  {formatCount(line.ritmitosUsed, language)}
                  <span className="visually-hidden"> {t('ritmitos')}</span>
                </span>
              ) : (
                formatCartPrice(line.price, language)
              )}
            </div>
            <CartLineNote line={line} />
          </li>
        );
      })}
    </ul>
  );
}

/** A line's title, then its extras in small type when it has any. */
function CartLineTitle({ title, extras }: { title: string; extras: string }) {
  return (
    <>
      <strong>
        <QuantityText text={title} />
      </strong>
      {extras && (
        <small className="cart-line-extras">
          <QuantityText text={extras} />
        </small>
      )}
    </>
  );
}
