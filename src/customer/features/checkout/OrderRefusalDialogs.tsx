import type { Language } from '../../../api/contract';
import type { PricedCart } from '../../../domain/orders/cartChoices';
import { PriceChangeDialog } from './PriceChangeDialog';
import { StockShortageDialog } from './StockShortageDialog';
import type { useOrderRefusals } from './useOrderRefusals';

type OrderRefusalDialogsProps = {
  refusals: ReturnType<typeof useOrderRefusals>;
  language: Language;
  /** Orders again at the prices the customer has just confirmed. */
  onPay: (priced: PricedCart) => void;
  onLower: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
};

/** The dialog a refused order opens (lines beyond the stock, or changed prices); a settled line or a confirmed review closes it. */
export function OrderRefusalDialogs({ refusals, language, onPay, onLower, onRemove }: OrderRefusalDialogsProps) {
  const { priceCheck } = refusals;
  return (
    <>
      {refusals.shortage && (
        <StockShortageDialog
          lines={refusals.shortage}
          onClose={refusals.dismissShortage}
          onLower={(key, quantity) => {
            refusals.settled(key);
            onLower(key, quantity);
          }}
          onRemove={(key) => {
            refusals.settled(key);
            onRemove(key);
          }}
        />
      )}
      {priceCheck.review && (
        <PriceChangeDialog
          review={priceCheck.review}
          language={language}
          onCancel={priceCheck.dismiss}
          onConfirm={(priced) => {
            priceCheck.dismiss();
            onPay(priced);
          }}
        />
      )}
    </>
  );
}
