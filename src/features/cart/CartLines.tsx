import { useTranslation } from 'react-i18next';
import type { Language, ProductExtra } from '../../api/contract';
import { Icon } from '../../app/ui/Icon';
import { type PricedLine } from '../../domain/cart';
import { formatCartPrice } from '../../domain/money';
import { describeExtras } from './describeExtras';

type CartLinesProps = {
  lines: PricedLine[];
  dictionary: ProductExtra[];
  language: Language;
  onChange: (key: string, delta: 1 | -1) => void;
};

/** Spec §2 cart lines: title, extras, quantity buttons and the price (or the ritmitos that pay it). */
export function CartLines({ lines, dictionary, language, onChange }: CartLinesProps) {
  const { t } = useTranslation('cart');
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const extras = describeExtras(line.preferences, dictionary, language);
        return (
          <li key={line.key} className="cart-line" data-testid="cart-line">
            <div className="cart-line-text">
              <strong>{line.title}</strong>
              {extras && <small className="cart-line-extras">{extras}</small>}
            </div>
            <div className="cart-line-quantity">
              <button type="button" className="outline secondary" data-testid="cart-minus" aria-label={t('less', { title: line.title })} onClick={() => onChange(line.key, -1)}>
                −
              </button>
              <span aria-live="polite">{line.quantity}</span>
              <button type="button" className="outline secondary" data-testid="cart-plus" aria-label={t('more', { title: line.title })} onClick={() => onChange(line.key, 1)}>
                +
              </button>
            </div>
            <div className="cart-line-price">
              {line.useRitmitos ? (
                <span className="cart-line-ritmitos" title={t('paidWithRitmitos')}>
                  <span className="lightning" aria-hidden="true">
                    <Icon name="bolt" size={16} />
                  </span>
                  {line.ritmitosUsed}
                  <span className="visually-hidden"> {t('ritmitos')}</span>
                </span>
              ) : (
                formatCartPrice(line.price, language)
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
