import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../api/contract';
import { Icon } from '../../../../ui/Icon';
import { QuantityText } from '../../../../ui/QuantityText';
import { useLanguage } from '../../../shared/hooks';
import { formatCartPrice } from '../../../../domain/pricing/money';
import { formatCount } from '../../../../domain/text/numberText';
import { LineNoteText } from '../../../shared/lineNotes/LineNoteText';

/** Each line shows the ritmitos it used (lightning mark) or quantity × unit price in euros. */
export function OrderProducts({ products }: { products: Order['products'] }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  return (
    <table className="order-products">
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((line, index) => (
          <tr key={`${line.code}-${index}`}>
            <td>
              <QuantityText text={line.title} />
              {line.extrasDescription && (
                <small className="order-extras">
                  <QuantityText text={line.extrasDescription} />
                </small>
              )}
              <LineNoteText notes={line.notes} className="order-extras" />
            </td>
            <td className="order-amount">
              {line.ritmitosUsed > 0 ? (
                <span className="order-ritmitos">
                  <Icon name="bolt" size={16} />
                  {t('ritmitos', { count: line.ritmitosUsed, amount: formatCount(line.ritmitosUsed, language) })}
                </span>
              ) : (
                `${line.quantity} × ${formatCartPrice(line.unitPrice, language)}`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
