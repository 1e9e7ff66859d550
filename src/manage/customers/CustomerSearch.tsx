import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerFound } from '../../api/contract/manage/support';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, refusalOf } from '../shops/formBits';
import { searchText } from './customerView';

/** The last search, kept while the section is open, so coming back from a customer shows it again. */
let lastSearch: { typed: string; found: CustomerFound[] } | undefined;

/** The search box and its results: at least 3 characters, never a list of every customer. */
export function CustomerSearch() {
  const { t } = useTranslation('manage');
  const id = useId();
  const [typed, setTyped] = useState(lastSearch?.typed ?? '');
  const [found, setFound] = useState<CustomerFound[] | undefined>(lastSearch?.found);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const answer = await manageApi.call('manageCustomers', { query: { q: searchText(typed) } });
    setBusy(false);
    if (answer.ok) {
      lastSearch = { typed, found: answer.data.customers };
      setFound(answer.data.customers);
    } else setError(refusalOf(t, answer).message);
  };

  return (
    <>
      <form className="bo-filters bo-support-search" role="search" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-q`}>{t('customers.searchLabel')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          placeholder={t('customers.searchHint')}
          aria-describedby={`${id}-help`}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="support-search"
          {...invalidProps(`${id}-q`, error)}
        />
        <small id={`${id}-help`} className="bo-muted">
          {t('customers.searchHelp')}
        </small>
        <FieldError id={`${id}-q`} error={error} />
        <button type="submit" aria-busy={busy} disabled={busy} data-testid="support-search-submit">
          {busy ? t('customers.searching') : t('customers.search')}
        </button>
      </form>
      <div aria-live="polite">
        {found !== undefined &&
          (found.length === 0 ? (
            <p data-testid="support-no-results">{t('customers.noResults')}</p>
          ) : (
            <>
              <p className="bo-muted">{t('customers.results', { count: found.length })}</p>
              <ul className="bo-support-results" data-testid="support-results">
                {found.map((customer) => (
                  <li key={`${customer.id}-${customer.orderCode ?? ''}`}>
                    <Link to={`/customers/${customer.id}`} data-testid="support-result">
                      <strong className="bo-break">{customer.email}</strong>
                      <span>{[customer.name, customer.phone].filter(Boolean).join(' · ')}</span>
                      {customer.orderCode && <span className="bo-muted">{t('customers.byOrder', { code: customer.orderCode })}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </>
  );
}
