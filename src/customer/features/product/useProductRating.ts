import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../shared/hooks';
import { enqueueWrite, useOutbox } from '../../../data/outbox';
import { useSession } from '../../../data/session';

export function reviewEntityKey(productCode: string): string {
  return `review:${productCode}`;
}

/**
 * Rating: visitors are told to register; a signed-in customer's rating goes through the outbox
 * (sent now when online, otherwise when the network is back) and shows at once as their stars.
 */
export function useProductRating(productCode: string, shownRating: number) {
  const { t } = useTranslation('product');
  const alert = useAlert();
  const { isSignedIn } = useSession();
  const outbox = useOutbox();
  const [myRating, setMyRating] = useState<number | undefined>();
  const entityKey = reviewEntityKey(productCode);
  const pending = outbox.some((item) => item.entityKey === entityKey);

  const rate = (stars: number) => {
    if (!isSignedIn) {
      alert({ type: 'warning', text: t('registerToRate') });
      return;
    }
    setMyRating(stars);
    void enqueueWrite({ endpoint: 'review', body: { productCode, rating: stars }, entityKey }).then(() => alert({ type: 'success', text: t('ratingThanks') }));
  };

  return { rating: myRating ?? shownRating, myRating, pending, rate };
}
