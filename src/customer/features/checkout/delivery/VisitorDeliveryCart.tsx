import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks';
import { SignInFirst } from '../../../../ui/SignInFirst';
import type { CartView } from '../../../../data/cart/cart';
import { useProductExtras } from '../../../../data/hooks';
import { CartLines } from '../CartLines';
import { CartTotals } from '../CartTotals';
import { useCartLineEdits } from '../useCartLineEdits';

/** Delivery cart of a visitor: the lines with ± and the totals, a way to empty it, and signing in in place of the checkout. */
export function VisitorDeliveryCart({ cart }: { cart: CartView }) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const dictionary = useProductExtras().data ?? [];
  const { change, remove, empty } = useCartLineEdits();

  return (
    <>
      {cart.priced && (
        <>
          <CartLines lines={cart.priced.lines} dictionary={dictionary} language={language} onChange={change} onRemove={remove} />
          <CartTotals totals={cart.priced} language={language} />
        </>
      )}
      <div className="delivery-actions">
        <button type="button" className="secondary outline" data-testid="delivery-empty-cart" onClick={empty}>
          {t('emptyCart')}
        </button>
      </div>
      <SignInFirst icon="bolt" title={t('signInTitle')} text={t('signInText')} action={t('signIn')} testId="delivery-sign-in" />
    </>
  );
}
