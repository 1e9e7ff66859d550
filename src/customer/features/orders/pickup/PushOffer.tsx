import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushSupported, turnPushOn, type TurnOnResult } from '../../../../data/push/pushDevice';
import { declinePushOffer, pushOfferDeclined } from '../../../../data/push/pushOffer';

type Step = 'hidden' | 'offer' | 'asking' | Exclude<TurnOnResult, 'off' | 'unsupported'>;

/** Only where the browser has never been asked: not after a "no", a block, or notifications already on. */
function shouldOffer(): boolean {
  return pushSupported() && Notification.permission === 'default' && !pushOfferDeclined();
}

/**
 * Once the customer has ordered (this screen exists only for an order), a small card offers
 * order notifications; "no" is remembered on this device. Where Push is missing nothing shows.
 */
export default function PushOffer() {
  const { t } = useTranslation('orders');
  const [step, setStep] = useState<Step>('hidden');
  useEffect(() => setStep(shouldOffer() ? 'offer' : 'hidden'), []);

  if (step === 'hidden') return null;
  if (step === 'on' || step === 'denied' || step === 'failed') {
    return (
      <p className="push-offer-result" role="status" data-testid="push-offer-result" data-result={step}>
        {t(`pushOffer.${step}`)}
      </p>
    );
  }
  const accept = () => {
    setStep('asking');
    void turnPushOn().then(
      (result) => setStep(result === 'off' || result === 'unsupported' ? 'hidden' : result),
      () => setStep('failed'),
    );
  };
  const decline = () => {
    declinePushOffer();
    setStep('hidden');
  };
  return (
    <aside className="push-offer" data-testid="push-offer" aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">{t('pushOffer.title')}</h2>
      <p>{t('pushOffer.text')}</p>
      <div className="push-offer-actions">
        <button type="button" data-testid="push-offer-yes" aria-busy={step === 'asking'} disabled={step === 'asking'} onClick={accept}>
          {t('pushOffer.yes')}
        </button>
        <button type="button" className="secondary outline" data-testid="push-offer-no" disabled={step === 'asking'} onClick={decline}>
          {t('pushOffer.no')}
        </button>
      </div>
    </aside>
  );
}
