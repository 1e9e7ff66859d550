import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCatalogue } from './catalogueContext';
import { PhotoGallery } from './PhotoGallery';
import { ProductEditor } from './ProductEditor';
import { ShopSettings } from './ShopSettings';

/** #/catalogue/product/CODE and #/catalogue/new: the editor, then the photos and the shops' settings. */
export function ProductScreen() {
  const { t } = useTranslation('manage');
  const { code } = useParams();
  const { catalogue } = useCatalogue();
  const product = code === undefined ? undefined : catalogue.products.find((candidate) => candidate.code === code);
  const back = (
    <Link to="/catalogue" className="catalogue-back">
      {t('catalogue.back')}
    </Link>
  );
  if (code !== undefined && !product) {
    return (
      <section className="catalogue-screen" aria-labelledby="product-missing">
        {back}
        <h2 id="product-missing">{t('catalogue.editor.missing', { code })}</h2>
      </section>
    );
  }
  return (
    <div className="catalogue-screen">
      {back}
      <ProductEditor key={code ?? 'new'} product={product} />
      {product && <PhotoGallery key={`photos-${product.code}`} product={product} />}
      {product && <ShopSettings key={`shops-${product.code}`} product={product} />}
    </div>
  );
}
