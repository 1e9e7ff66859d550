import './catalogue.css';
import './texts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { ManageCatalogue } from '../../api/contract/manage/catalogue';
import { can } from '../../domain/people/permissions';
import { manageApi } from '../runtime';
import { useManageSession } from '../shell/manageContext';
import { CatalogueContext, upsert, type CatalogueState } from './catalogueContext';
import { CatalogueList } from './CatalogueList';
import { CategoriesScreen } from './CategoriesScreen';
import { ExtrasScreen } from './ExtrasScreen';
import { ProductScreen } from './ProductScreen';

/** Sends an unknown address (or a screen the member may not open) back to the list. */
function ToList() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/catalogue', { replace: true });
  }, [navigate]);
  return null;
}

/**
 * The back office's catalogue (#/catalogue/…): the list of categories and products, a product's editor
 * with its photos and its shops, the categories and the extras. On a phone one screen at a time; from
 * 1024 px the list stays on the left of the screen open beside it.
 */
export default function CatalogueSection() {
  const { t } = useTranslation('manage');
  const { member } = useManageSession();
  const canEdit = can(member, 'catalogue.edit');
  const [catalogue, setCatalogue] = useState<ManageCatalogue | null>(null);
  const [failure, setFailure] = useState<'offline' | 'failed' | null>(null);
  const { pathname } = useLocation();
  // Routes as objects (useRoutes), as the shell's: <Routes> and <Navigate> would grow the shared router chunk.
  const pane = useRoutes([
    { index: true, element: <p className="catalogue-hint">{t('catalogue.pickOne')}</p> },
    { path: 'product/:code', element: <ProductScreen /> },
    { path: 'new', element: canEdit ? <ProductScreen /> : <ToList /> },
    { path: 'categories', element: <CategoriesScreen /> },
    { path: 'extras', element: <ExtrasScreen /> },
    { path: '*', element: <ToList /> },
  ]);

  const reload = useCallback(async () => {
    const answer = await manageApi.call('manageCatalogue');
    if (answer.ok) {
      setCatalogue(answer.data);
      setFailure(null);
    } else setFailure(answer.httpStatus === undefined ? 'offline' : 'failed');
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const state = useMemo<CatalogueState | null>(
    () =>
      catalogue && {
        catalogue,
        canEdit,
        reload,
        putProduct: (product) => setCatalogue((now) => now && { ...now, products: upsert(now.products, product, (a, b) => a.code === b.code) }),
        dropProduct: (code) => setCatalogue((now) => now && { ...now, products: now.products.filter((product) => product.code !== code) }),
        putCategory: (category) => setCatalogue((now) => now && { ...now, categories: upsert(now.categories, category, (a, b) => a.id === b.id) }),
        putExtra: (extra) => setCatalogue((now) => now && { ...now, extras: upsert(now.extras, extra, (a, b) => a.id === b.id) }),
      },
    [catalogue, canEdit, reload],
  );

  if (!state) {
    if (!failure) return <p aria-busy="true">{t('loading')}</p>;
    return (
      <section className="catalogue" aria-labelledby="catalogue-title">
        <h1 id="catalogue-title">{t('catalogue.title')}</h1>
        <p role="alert">{t(failure === 'offline' ? 'catalogue.loadOffline' : 'loadFailed')}</p>
        <button type="button" onClick={() => void reload()}>
          {t('catalogue.retry')}
        </button>
      </section>
    );
  }

  const atList = /^\/catalogue\/?$/.test(pathname);
  return (
    <CatalogueContext.Provider value={state}>
      <div className={atList ? 'catalogue catalogue-at-list' : 'catalogue catalogue-at-pane'}>
        <CatalogueList />
        <div className="catalogue-pane">{pane}</div>
      </div>
    </CatalogueContext.Provider>
  );
}
