import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentLocation } from '../../shared/hooks';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useCartLines } from '../../../data/cart/cart';
import { useHomeData, useProductExtras } from '../../../data/hooks';
import { findProduct } from '../../../domain/catalogue/catalogue';
import { ProductDetail } from './ProductDetail';
import { ProductSkeleton } from './ProductSkeleton';
import './product.css';

/**
 * Routes /{locationCode}/product/{productCode} and /product/{productCode}; the code may be a slug.
 * `?change={line key}`: the cart's line of this product to choose again (it was sold out as chosen).
 */
export default function ProductScreen() {
  const { t } = useTranslation('product');
  const { productCode = '' } = useParams();
  const { code } = useCurrentLocation();
  const home = useHomeData(code);
  const extras = useProductExtras();
  const changing = useSearchParams()[0].get('change');
  const cartLines = useCartLines();

  if (!home.data) return home.state === 'loading' ? <ProductSkeleton /> : <UnavailableState />;
  if (changing && !cartLines) return <ProductSkeleton />;
  const waitForWholeHome = home.partial === 'unavailable' ? <UnavailableState /> : <ProductSkeleton />;
  const product = findProduct(home.data, productCode);
  // A product page's copy lists only its product and those it suggests: the whole home may have this one.
  if (!product && home.productPage !== undefined) return waitForWholeHome;
  if (!product) {
    return (
      <EmptyStateWithLinks
        icon="search"
        title={t('notFound')}
        text={t('notFoundText')}
        testId="product-not-found"
        links={[{ to: `/${code}`, label: t('seeProducts') }]}
      />
    );
  }
  // A document's copy has no details (long text, gallery, extras and their prices) but a product page's of its own product: wait for them.
  if (home.partial && home.productPage !== product.productCode) return waitForWholeHome;
  if (!extras.data && extras.state === 'loading') return <ProductSkeleton />;
  const replacing = changing ? cartLines?.find((line) => line.key === changing && line.productCode === product.productCode) : undefined;
  return (
    <ProductDetail
      key={`${product.productCode}|${replacing?.key ?? ''}`}
      home={home.data}
      product={product}
      extrasDictionary={extras.data ?? []}
      locationCode={code}
      replacing={replacing}
    />
  );
}
