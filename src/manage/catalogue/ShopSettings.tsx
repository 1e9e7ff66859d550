import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageProduct } from '../../api/contract/manage/catalogue';
import { can } from '../../domain/people/permissions';
import { manageApi } from '../runtime';
import { useManageSession } from '../shell/manageContext';
import { isField, problemOf, type CallProblem } from './callResult';
import { useCatalogue } from './catalogueContext';
import { moneyText, parseMoney } from './productForm';
import { euros, langOf, pick } from './text';

type ShopView = { code: string; name: { es: string; en: string } };

function ShopRow({ product, shop }: { product: ManageProduct; shop: ShopView }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { putProduct } = useCatalogue();
  const setting = product.shops.find((entry) => entry.shop === shop.code);
  const [price, setPrice] = useState(() => moneyText(setting?.price, lang));
  const [stock, setStock] = useState(() => (setting?.stock === null || setting?.stock === undefined ? '' : String(setting.stock)));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; problem?: CallProblem; local?: 'price' | 'stock' } | null>(null);
  // The switch shows what was asked while the answer is on its way, then what the server says.
  const [asked, setAsked] = useState<boolean | undefined>(undefined);
  const id = useId();
  const sold = asked ?? setting !== undefined;

  const send = async (body: { sold: boolean; price?: number | null; stock?: number | null }) => {
    setBusy(true);
    setAsked(body.sold);
    const answer = await manageApi.call('manageProductShop', { params: { code: product.code, shop: shop.code }, body });
    setBusy(false);
    setAsked(undefined);
    if (answer.ok) {
      putProduct(answer.data);
      const now = answer.data.shops.find((entry) => entry.shop === shop.code);
      setPrice(moneyText(now?.price, lang));
      setStock(now?.stock === null || now?.stock === undefined ? '' : String(now.stock));
      setResult({ text: t(body.sold ? 'catalogue.shops.saved' : 'catalogue.shops.notSold', { shop: pick(shop.name, lang) }) });
      return;
    }
    const problem = problemOf(answer, t)!;
    setResult({ text: problem.text, problem });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const ownPrice = parseMoney(price);
    if (Number.isNaN(ownPrice)) {
      setResult({ text: t('catalogue.problems.money'), local: 'price' });
      return;
    }
    const trimmed = stock.trim();
    const ownStock = trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (Number.isNaN(ownStock)) {
      setResult({ text: t('catalogue.problems.count'), local: 'stock' });
      return;
    }
    void send({ sold: true, price: ownPrice, ...(product.isOneGoods ? { stock: ownStock } : {}) });
  };

  const invalid = (field: 'price' | 'stock') => result?.local === field || (result?.problem && !result.problem.offline && isField(result.problem.field, field));
  return (
    <li className="catalogue-shop">
      <form onSubmit={save} aria-labelledby={`${id}-name`} data-testid={`shop-${shop.code}`}>
        <h4 id={`${id}-name`}>{pick(shop.name, lang)}</h4>
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={sold}
            disabled={busy}
            onChange={(event) => void send({ sold: event.target.checked })}
            data-testid={`shop-${shop.code}-sold`}
          />
          {t('catalogue.shops.sold')}
        </label>
        {sold && (
          <div className="catalogue-grid">
            <label>
              {t('catalogue.shops.price')}
              <input
                inputMode="decimal"
                value={price}
                placeholder={moneyText(product.price, lang)}
                onChange={(event) => setPrice(event.target.value)}
                aria-invalid={invalid('price') ? true : undefined}
                aria-describedby={`${id}-price-hint`}
                data-testid={`shop-${shop.code}-price`}
              />
              <small id={`${id}-price-hint`} className="catalogue-hint-line">
                {t('catalogue.shops.priceHint', { price: euros(product.price, lang) })}
              </small>
            </label>
            {product.isOneGoods && (
              <label>
                {t('catalogue.shops.stock')}
                <input
                  inputMode="numeric"
                  value={stock}
                  placeholder={String(product.stock)}
                  onChange={(event) => setStock(event.target.value)}
                  aria-invalid={invalid('stock') ? true : undefined}
                  data-testid={`shop-${shop.code}-stock`}
                />
              </label>
            )}
            <button type="submit" className="secondary" aria-busy={busy} disabled={busy} data-testid={`shop-${shop.code}-save`}>
              {t('catalogue.shops.save')}
            </button>
          </div>
        )}
        <p className={result?.problem || result?.local ? 'catalogue-status catalogue-status-error' : 'catalogue-status'} role="status">
          {result?.text}
        </p>
      </form>
    </li>
  );
}

/** Whether and how each shop the member may run sells the product: sold here, its own price, its stock. */
export function ShopSettings({ product }: { product: ManageProduct }) {
  const { t } = useTranslation('manage');
  const { view, member } = useManageSession();
  const shops = view.shops.filter((shop) => can(member, 'shop.products', shop.code));
  const headingId = useId();
  if (shops.length === 0) return null;
  return (
    <section className="catalogue-shops" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('catalogue.shops.title')}</h3>
      <ul>
        {shops.map((shop) => (
          <ShopRow key={shop.code} product={product} shop={shop} />
        ))}
      </ul>
    </section>
  );
}
