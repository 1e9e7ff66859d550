import '../shops/shops.css';
import './customers.css';
import './texts';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import { CustomerPage } from './CustomerPage';
import { CustomerSearch } from './CustomerSearch';

/** The back office's customer support: find a customer, then their page. */
export default function CustomersSection() {
  const { t } = useTranslation('manage');
  // Route objects, not <Routes>: those would add to the router chunk every surface's first load shares.
  const screen = useRoutes([
    { index: true, element: <CustomerSearch /> },
    { path: ':id', element: <CustomerPage /> },
  ]);
  return (
    <section className="bo-section" aria-labelledby="bo-customers-title">
      <header className="bo-head">
        <h1 id="bo-customers-title">{t('customers.title')}</h1>
      </header>
      {screen}
    </section>
  );
}
