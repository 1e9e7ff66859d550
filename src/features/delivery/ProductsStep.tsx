import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert, useLanguage } from '../../app/hooks';
import { changeQuantity, removeLine, type CartView } from '../../data/cart';
import { useProductExtras } from '../../data/hooks';
import { CartLines } from '../../app/checkout/CartLines';

type ProductsStepProps = { cart: CartView; onContinue: () => void; onCancel: () => void };

/** Spec §4 step 1: lines with +/−; removing the only product goes to '/'. */
export function ProductsStep({ cart, onContinue, onCancel }: ProductsStepProps) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const alert = useAlert();
  const navigate = useNavigate();
  const dictionary = useProductExtras().data ?? [];

  const afterChange = (linesLeft: number) => {
    if (linesLeft === 0) navigate('/');
  };
  const saveFailed = () => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
  const change = (key: string, delta: 1 | -1) => void changeQuantity(key, delta).then(afterChange, saveFailed);
  const remove = (key: string) => void removeLine(key).then(afterChange, saveFailed);

  return (
    <div className="delivery-step-body">
      {cart.priced && <CartLines lines={cart.priced.lines} dictionary={dictionary} language={language} onChange={change} onRemove={remove} />}
      <div className="delivery-actions">
        <button type="button" className="secondary outline" data-testid="delivery-cancel" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" data-testid="delivery-continue" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </div>
  );
}
