import { useTranslation } from 'react-i18next';
import type { Product, ProductExtra } from '../../../api/contract';
import { useLanguage } from '../../shared/hooks';
import { formatCartPrice } from '../../../domain/pricing/money';
import { effectiveExtraPrice, type ExtraSelection } from '../../../domain/pricing/pricing';
import type { ExtraValueSoldOut } from '../../../domain/availability/soldOutChoices';
import { localized } from '../../../domain/text/localized';

type ProductExtrasProps = {
  product: Product;
  extras: ProductExtra[];
  selection: ExtraSelection;
  /** A value the shop has sold out now: shown, marked, and not choosable. */
  soldOut: ExtraValueSoldOut;
  onToggle: (extra: ProductExtra, value: string) => void;
};

/** Product extras: bool → checkbox, list → radio group, extras → checkboxes, each with its price. */
export function ProductExtras({ product, extras, selection, soldOut, onToggle }: ProductExtrasProps) {
  const { t } = useTranslation('product');
  const { language } = useLanguage();
  if (extras.length === 0) return null;

  const priceTag = (extra: ProductExtra, value: string) => {
    if (soldOut(extra.id, value)) return <span className="extra-sold-out">{t('extraSoldOut')}</span>;
    const { price } = effectiveExtraPrice(product.extrasPrice[value]);
    return price > 0 ? <span className="extra-price">+{formatCartPrice(price, language)}</span> : null;
  };
  const optionClass = (extra: ProductExtra, value: string) => (soldOut(extra.id, value) ? 'extra-option sold-out' : 'extra-option');
  const isChosen = (extra: ProductExtra, value: string) => (selection[extra.id] ?? []).includes(value);
  const inputId = (extra: ProductExtra, value: string) => `extra-${extra.id}-${value}`;

  return (
    <section className="product-extras" aria-labelledby="product-extras-title">
      <h2 id="product-extras-title">{t('customise')}</h2>
      {extras.map((extra) => {
        const title = localized(extra.conf.titles, language);
        if (extra.extraType === 'bool') {
          const value = extra.extra.value;
          return (
            <label key={extra.id} className={optionClass(extra, value)} htmlFor={inputId(extra, value)}>
              <input
                id={inputId(extra, value)}
                type="checkbox"
                checked={isChosen(extra, value)}
                disabled={soldOut(extra.id, value)}
                onChange={() => onToggle(extra, value)}
              />
              <span className="extra-option-name">{title}</span>
              {priceTag(extra, value)}
            </label>
          );
        }
        const options =
          extra.extraType === 'list'
            ? extra.conf.list.map((option) => ({ value: option.id, name: localized(option.name, language) }))
            : extra.conf.extras.map((option) => ({ value: option.value, name: localized(option.titles, language) }));
        return (
          <fieldset key={extra.id}>
            <legend>{title}</legend>
            {options.map((option) => (
              <label key={option.value} className={optionClass(extra, option.value)} htmlFor={inputId(extra, option.value)}>
                <input
                  id={inputId(extra, option.value)}
                  type={extra.extraType === 'list' ? 'radio' : 'checkbox'}
                  name={extra.extraType === 'list' ? `extra-${extra.id}` : undefined}
                  value={option.value}
                  checked={isChosen(extra, option.value)}
                  disabled={soldOut(extra.id, option.value)}
                  onChange={() => onToggle(extra, option.value)}
                />
                <span className="extra-option-name">{option.name}</span>
                {priceTag(extra, option.value)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
