import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentLocation } from '../../shared/hooks';
import { EmptyStateWithLinks } from '../../ui/EmptyStateWithLinks';
import { UnavailableState } from '../../ui/UnavailableState';
import { useHomeData, useProductExtras } from '../../data/hooks';
import { findProduct } from '../../domain/catalogue';
import { ProductDetail } from './ProductDetail';
import { ProductSkeleton } from './ProductSkeleton';
import './product.css';

/** Routes /{locationCode}/product/{productCode} and /product/{productCode}; the code may be a slug. */
export default function ProductScreen() {
  const { t } = useTranslation('product');
  const { productCode = '' } = useParams();
  const { code } = useCurrentLocation();
  const home = useHomeData(code);
  const extras = useProductExtras();

  if (!home.data) return home.state === 'loading' ? <ProductSkeleton /> : <UnavailableState />;
  const product = findProduct(home.data, productCode);
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
  return <ProductDetail key={product.productCode} home={home.data} product={product} extrasDictionary={extras.data ?? []} locationCode={code} />;
}
