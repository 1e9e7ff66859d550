import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocations } from '../../../data/hooks';
import { storeLocation } from '../../../data/locationStore';
import { orderAgain } from '../../../data/cart/orderAgain';
import { loadLocationData } from '../../../data/startup';
import type { PastLine } from '../../../domain/orders/repeatOrder';
import { useAlert } from '../hooks';

type Props = { locationCode: string; lines: readonly PastLine[]; testId?: string };

/**
 * "Pedir otra vez" on a past order or invoice: its lines go into the cart of its shop (which
 * becomes the current shop), then the cart opens; the products the shop no longer sells are named.
 */
export function OrderAgainButton({ locationCode, lines, testId = 'order-again' }: Props) {
  const { t } = useTranslation('lineNotes');
  const alert = useAlert();
  const navigate = useNavigate();
  const locations = useLocations().data;
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const outcome = await orderAgain(locationCode, lines).catch(() => null);
    setBusy(false);
    if (!outcome || outcome.added === null) {
      alert({ type: 'warning', text: t('orderAgainUnavailable'), timeoutSeconds: 6 });
      return;
    }
    const names = outcome.leftOut.join(', ');
    if (outcome.added === 0) {
      alert({ type: 'warning', text: t('orderAgainNothing', { names }), timeoutSeconds: 10 });
      return;
    }
    const shop = locations?.find((location) => location.code.toLowerCase() === locationCode.toLowerCase());
    storeLocation(shop?.code ?? locationCode, shop?.id ?? null);
    void loadLocationData(shop?.code ?? locationCode);
    if (outcome.leftOut.length > 0) alert({ type: 'warning', text: t('orderAgainLeftOut', { count: outcome.leftOut.length, names }), timeoutSeconds: 10 });
    else alert({ type: 'success', text: t('orderAgainDone') });
    navigate('/cart');
  };

  return (
    <button type="button" className="outline" onClick={() => void run()} disabled={busy || lines.length === 0} aria-busy={busy} data-testid={testId}>
      {t('orderAgain')}
    </button>
  );
}
