import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFiscalDetails } from '../../../data/fiscal';
import { setFullInvoiceWanted, useFullInvoiceWanted } from '../../../data/fullInvoiceChoice';
import './fullInvoiceChoice.css';

/**
 * "I want a full invoice" in the pick-up cart and the delivery checkout: tickable once the customer's
 * fiscal details are known, else it sends them to Settings to add them (the server refuses the order otherwise).
 */
export function FullInvoiceChoice() {
  const { t } = useTranslation('cart');
  const fiscal = useFiscalDetails();
  const wanted = useFullInvoiceWanted();
  const noteId = useId();
  const details = fiscal.data ?? null;
  return (
    <div className="full-invoice-choice" data-testid="full-invoice-choice">
      <label>
        <input
          type="checkbox"
          data-testid="full-invoice"
          checked={details !== null && wanted}
          disabled={details === null}
          aria-describedby={noteId}
          onChange={(event) => setFullInvoiceWanted(event.currentTarget.checked)}
        />
        <span>{t('fullInvoice')}</span>
      </label>
      <p id={noteId} className="full-invoice-note">
        {details ? (
          <span data-testid="full-invoice-recipient">{t('fullInvoiceTo', { name: details.name, taxId: details.taxId })}</span>
        ) : (
          <Link to="/user/settings" data-testid="full-invoice-settings">
            {t('fullInvoiceAddDetails')}
          </Link>
        )}
      </p>
    </div>
  );
}
