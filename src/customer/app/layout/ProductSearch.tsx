import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../api/contract';
import { allProducts } from '../../../domain/catalogue/catalogue';
import { AUTOCOMPLETE_LIMIT } from '../../../domain/constants';
import type { SearchResult, searchProducts } from '../../../domain/catalogue/search';
import { useCatalogueHome } from '../../../data/hooks';
import { useAllergenFilter } from '../../../data/allergenFilterStore';
import { filterByAllergens } from '../../../domain/catalogue/allergenFilter';

type Search = typeof searchProducts;
/** The search code, once loaded: it is fetched when the customer first types, not with the first screen. */
let loadedSearch: Search | undefined;
const NO_RESULT: SearchResult = { items: [], total: 0 };

function useSearch(wanted: boolean): Search | undefined {
  const [search, setSearch] = useState(() => loadedSearch);
  useEffect(() => {
    if (search || !wanted) return undefined;
    let live = true;
    void import('../../../domain/catalogue/search').then((module) => {
      loadedSearch = module.searchProducts;
      if (live) setSearch(() => module.searchProducts);
    });
    return () => {
      live = false;
    };
  }, [search, wanted]);
  return search;
}

/** What a result the allergen filter marks contains (the catalogue's texts load on first use, off the first screen). */
function SearchAllergenWarning({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <small className="search-allergen-warning" data-testid="search-allergen-warning">
      {t('allergenContains', { list: codes.map((code) => t(`allergen.${code}`).toLowerCase()).join(', ') })}
    </small>
  );
}

/** Autocomplete over the current location's products: 10 results and a note of the total. */
export function ProductSearch({ locationCode }: { locationCode: string }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const listId = useId();
  const home = useCatalogueHome(locationCode).data;
  const allergenFilter = useAllergenFilter();
  // The customer's allergen filter holds here too: what it hides is not found, what it marks says why.
  const { items: products, marked } = useMemo(() => filterByAllergens(home ? allProducts(home) : [], allergenFilter), [home, allergenFilter]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // The server-rendered input works before the app has started: take over what was typed meanwhile.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }, []);
  const search = useSearch(query.trim().length >= 2);
  const result = useMemo(() => (search ? search(products, query, AUTOCOMPLETE_LIMIT) : NO_RESULT), [search, products, query]);
  const showList = open && query.trim().length >= 2 && search !== undefined;

  function choose(product: Product) {
    setQuery('');
    setOpen(false);
    setActive(-1);
    navigate(`/${locationCode}/product/${product.slug}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = result.items.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter') {
      const product = result.items[active] ?? (result.items.length === 1 ? result.items[0] : undefined);
      if (showList && product) {
        event.preventDefault();
        choose(product);
      }
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="product-search">
      <input
        ref={input}
        type="search"
        data-testid="search-input"
        role="combobox"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search-results" hidden={!showList}>
        <ul id={listId} role="listbox" aria-label={t('search.results')}>
          {result.items.map((product, index) => (
            <li
              key={product.productCode}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              // mousedown, not click: the input's blur would close the list before the click lands
              onMouseDown={(event) => {
                event.preventDefault();
                choose(product);
              }}
            >
              <img src={product.photo.url250} alt="" width="40" height="40" loading="lazy" />
              <span>{product.title}</span>
              {marked.has(product.productCode) && (
                <Suspense fallback={null}>
                  <SearchAllergenWarning codes={marked.get(product.productCode)!} />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
        {showList && result.total === 0 && <p className="search-note">{t('search.nothingFound')}</p>}
        {showList && result.total > 0 && <p className="search-note">{t('search.showing', { shown: result.items.length, count: result.total })}</p>}
      </div>
    </div>
  );
}
