import { useTranslation } from 'react-i18next';
import type { OrderKind } from '../../../data/orders/mirror';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { ORDER_KINDS } from './orderKinds';
import { useOrderActions } from './useOrderActions';

/** Order card, either kind, while unpaid: pay by card, or cancel after a confirmation. */
export function UnpaidOrderActions({ kind, orderId }: { kind: OrderKind; orderId: number }) {
  const { namespace, testIdPrefix, payLabel, cancelLabel } = ORDER_KINDS[kind];
  const { t } = useTranslation(namespace);
  const { busy, pay, cancel } = useOrderActions(kind, orderId);
  return (
    <>
      <button type="button" onClick={() => void pay()} disabled={busy} data-testid={`${testIdPrefix}-pay`}>
        {t(payLabel)}
      </button>
      <ConfirmButton
        className="secondary"
        question={t('cancelQuestion')}
        cancelLabel={t('keepOrder')}
        acceptLabel={t(cancelLabel)}
        onConfirm={() => void cancel()}
        disabled={busy}
        testId={`${testIdPrefix}-cancel`}
        confirmTestId={`${testIdPrefix}-cancel-confirm`}
      >
        {t('cancel')}
      </ConfirmButton>
    </>
  );
}
