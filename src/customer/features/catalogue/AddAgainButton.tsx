import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/contract';
import { useAlert } from '../../shared/hooks';
import type { ExtraChoice } from '../../../domain/orders/cartChoices';

/** `soldOut`: the product cannot be added now (its card says why). */
type Props = { product: Product; locationCode: string; choices: readonly ExtraChoice[]; soldOut: boolean };

/** One tap: one unit of the product, with the extras last bought, goes into the cart; a short message says so. */
export function AddAgainButton({ product, locationCode, choices, soldOut }: Props) {
  const { t } = useTranslation('catalogue');
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    // Loaded at the first tap: the cart's code is not part of the catalogue's first load.
    const outcome = await import('../../../data/cart/addAgain').then(({ addAgain }) => addAgain(locationCode, product, choices)).catch(() => null);
    setBusy(false);
    if (!outcome || outcome.added === null) alert({ type: 'warning', text: t('addAgainOffline'), timeoutSeconds: 6 });
    else if (outcome.added === 0) alert({ type: 'warning', text: t('addAgainSoldOut', { product: product.title }), timeoutSeconds: 6 });
    else alert({ type: 'success', text: t('addedAgain', { product: product.title }) });
  };

  return (
    <button
      type="button"
      className="add-again outline"
      onClick={() => void add()}
      disabled={busy || soldOut}
      aria-busy={busy}
      aria-label={t('addAgainLabel', { product: product.title })}
      data-testid="add-again"
    >
      {t('addAgain')}
    </button>
  );
}
