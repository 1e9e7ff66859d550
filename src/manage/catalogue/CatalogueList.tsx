import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ManageProduct } from '../../api/contract/manage/catalogue';
import { Photo } from '../../ui/Photo';
import { useCatalogue } from './catalogueContext';
import { matchesSearch } from './productForm';
import { euros, langOf, pick } from './text';

/** The card's picture: the first photo at 250 px, or the drawn art when the product has none. */
export function thumbnailOf(product: Pick<ManageProduct, 'code' | 'photos'>): string {
  return product.photos[0]?.urls['250'] ?? `/media/products/${product.code}-250.svg`;
}

/** The catalogue's categories in order, each with its products; a search box; the chain's actions. */
export function CatalogueList() {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { catalogue, canEdit } = useCatalogue();
  const [query, setQuery] = useState('');
  const { pathname } = useLocation();
  const searchId = useId();
  const categories = [...catalogue.categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byCategory = (id: number) =>
    catalogue.products
      .filter((product) => product.categoryId === id && matchesSearch(product, query))
      .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  const known = new Set(categories.map((category) => category.id));
  const orphans = catalogue.products.filter((product) => !known.has(product.categoryId) && matchesSearch(product, query));
  const groups = [
    ...categories.map((category) => ({ key: String(category.id), title: pick(category.title, lang), products: byCategory(category.id) })),
    ...(orphans.length > 0 ? [{ key: 'none', title: t('catalogue.list.noCategory'), products: orphans }] : []),
  ].filter((group) => group.products.length > 0 || query.trim() === '');
  const found = groups.reduce((sum, group) => sum + group.products.length, 0);

  return (
    <section className="catalogue-list" aria-labelledby="catalogue-title">
      <header className="catalogue-list-head">
        <h1 id="catalogue-title">{t('catalogue.title')}</h1>
        {canEdit && (
          <nav className="catalogue-actions" aria-label={t('catalogue.list.actions')}>
            <Link role="button" to="/catalogue/new" data-testid="catalogue-new">
              {t('catalogue.list.new')}
            </Link>
            <Link role="button" className="secondary outline" to="/catalogue/categories" data-testid="catalogue-categories">
              {t('catalogue.categories.title')}
            </Link>
            <Link role="button" className="secondary outline" to="/catalogue/extras" data-testid="catalogue-extras">
              {t('catalogue.extras.title')}
            </Link>
          </nav>
        )}
        {!canEdit && <p className="catalogue-readonly">{t('catalogue.list.readOnly')}</p>}
        <label htmlFor={searchId} className="catalogue-search">
          {t('catalogue.list.search')}
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="catalogue-search"
            autoComplete="off"
          />
        </label>
        <p className="catalogue-found" role="status">
          {query.trim() !== '' ? t('catalogue.list.found', { count: found }) : ''}
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.key} className="catalogue-group" aria-labelledby={`catalogue-group-${group.key}`}>
          <h2 id={`catalogue-group-${group.key}`}>{group.title}</h2>
          {group.products.length === 0 ? (
            <p className="catalogue-empty">{t('catalogue.list.emptyCategory')}</p>
          ) : (
            <ul className="catalogue-products">
              {group.products.map((product) => (
                <li key={product.code}>
                  <Link
                    to={`/catalogue/product/${product.code}`}
                    className="catalogue-product"
                    aria-current={pathname === `/catalogue/product/${product.code}` ? 'page' : undefined}
                    data-testid={`catalogue-product-${product.code}`}
                  >
                    <Photo src={thumbnailOf(product)} alt="" width={56} height={56} loading="lazy" className="catalogue-thumb" />
                    <span className="catalogue-product-text">
                      <span className="catalogue-product-title">{pick(product.title, lang) || product.code}</span>
                      <span className="catalogue-product-meta">
                        <span data-testid={`catalogue-price-${product.code}`}>{euros(product.price, lang)}</span>
                        {' · '}
                        {t('catalogue.list.shops', { count: product.shops.length })}
                        {product.archived && <mark className="catalogue-badge">{t('catalogue.list.archived')}</mark>}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
