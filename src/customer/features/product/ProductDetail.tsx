import { useMemo } from 'react';
import { useScreenName } from '../../../ui/screenName';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { HomeData, Product, ProductExtra } from '../../../api/contract';
import { useAlert, useLanguage } from '../../shared/hooks';
import { Price } from '../../../ui/Price';
import { QuantityText } from '../../../ui/QuantityText';
import { useHydrated } from '../../../ui/useHydrated';
import { StarRatingInput } from '../../../ui/StarRatingInput';
import { useShopAvailability } from '../../../data/availability';
import { addToCart as addChoiceToCart, useCartLines } from '../../../data/cart/cart';
import type { CartChoice } from '../../../domain/orders/cartChoices';
import { formatDecimal } from '../../../domain/text/numberText';
import { shopTimeZone } from '../../../domain/schedule/shopTime';
import { extraValueSoldOut } from '../../../domain/availability/soldOut';
import { soldOutNote } from '../../../domain/availability/soldOutNote';
import { maxOrderable, stockLimit, stockNotes, withLiveStock } from '../../../domain/availability/stock';
import { ProductExtras } from './ProductExtras';
import { LineNoteField } from '../../shared/lineNotes/LineNoteField';
import { suggestsNoteExample } from '../../../domain/orders/lineNote';
import { ProductAllergens, ProductStock, ProductTags } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper } from './QuantityStepper';
import { ShareProductButton } from './ShareProductButton';
import { SimilarProducts } from './SimilarProducts';
import { StockCapNote } from './StockCapNote';
import { useProductChoice } from './useProductChoice';
import { useProductRating } from './useProductRating';

type ProductDetailProps = {
  home: HomeData;
  product: Product;
  extrasDictionary: ProductExtra[];
  locationCode: string;
  /** The cart line being chosen again (the cart's "change"): the choice starts from it and takes its place. */
  replacing?: CartChoice | undefined;
};

/**
 * Product page: every product field, extras, quantity and the recomputed price. What the shop has
 * sold out now cannot be added or chosen (its live state, src/data/availability.ts), and a single good's
 * stock is the live one.
 */
export function ProductDetail({ home, product: listed, extrasDictionary, locationCode, replacing }: ProductDetailProps) {
  const { t } = useTranslation('product');
  useScreenName(listed.title);
  const alert = useAlert();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { language } = useLanguage();
  const { availability, now } = useShopAvailability(locationCode);
  const product = useMemo(() => withLiveStock(listed, availability?.stock), [listed, availability]);
  const soldOut = soldOutNote(product, availability, { schedule: home.schedule, timeZone: shopTimeZone(home.location) }, now);
  const rating = formatDecimal(product.rating, language, 1, 1);
  // The line being chosen again gives way to the new choice: its units are not counted as already in the cart.
  const cartLines = (useCartLines() ?? []).filter((line) => line.key !== replacing?.key);
  // A single good: what may still be added, its stock less what the cart already holds of it.
  const max = maxOrderable(product, cartLines);
  const left = stockLimit(product);
  const inCart = cartLines.reduce((sum, line) => (line.productCode === product.productCode ? sum + line.quantity : sum), 0);
  const extraSoldOut = (extraId: number, value: string) => extraValueSoldOut(availability?.soldOut ?? [], extraId, value, now) !== undefined;
  const choice = useProductChoice(product, extrasDictionary, max, { from: replacing, soldOut: extraSoldOut });
  const photos = [product.photo.url500, ...product.photos.filter((url) => url !== product.photo.url500)];
  const { available } = stockNotes(product);

  const productRating = useProductRating(product.productCode, product.rating);
  const addToCart = () => {
    addChoiceToCart(product, choice.preferences, choice.quantity, choice.note, replacing?.key).then(
      (added) => {
        if (added === 0) alert({ type: 'warning', text: t('allInCart', { count: left ?? 0 }) });
        else if (replacing) navigate('/cart');
        else alert({ type: 'success', text: t('addedToCart') });
      },
      () => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 }),
    );
  };

  return (
    <article className="product-detail">
      <ProductGallery title={product.title} photos={photos} />
      <header className="product-header">
        <div className="product-title-row">
          <h1 data-testid="product-title" data-slug={product.slug}>
            <QuantityText text={product.title} />
          </h1>
          <ShareProductButton product={product} locationCode={locationCode} />
        </div>
        <p className="product-unit-price">
          <Price value={product.price} old={product.priceOld} />
        </p>
        <p className="product-description">{product.description}</p>
        <div className="product-rating">
          <StarRatingInput rating={productRating.rating} onRate={productRating.rate} />
          <span className="product-rating-summary">
            {productRating.myRating === undefined
              ? t('ratingSummary', { rating, count: product.ratingCount })
              : t('myRating', { count: productRating.myRating })}
          </span>
          {productRating.pending && (
            <span className="product-rating-pending" data-testid="pending-indicator">
              {t('ratingPending')}
            </span>
          )}
        </div>
        <ProductTags tags={product.tags} />
      </header>

      {/* Before the choices and the Add button: what it contains is known before it is bought. */}
      <ProductAllergens product={product} />

      {/* Disabled, with every control in it, until the app has hydrated the server's page: a tap before would be lost. */}
      <fieldset className="product-choices" disabled={!hydrated}>
        <ProductExtras product={product} extras={choice.extras} selection={choice.selection} soldOut={extraSoldOut} onToggle={choice.toggle} />

        <section className="product-buy" aria-label={t('buy')}>
          <ProductStock product={product} soldOut={soldOut} />
          <div className="product-buy-row">
            <QuantityStepper quantity={choice.quantity} onChange={choice.setQuantity} max={max} />
            <div className="product-price">
              <span className="product-price-label">{t('total')}</span>
              <Price value={choice.line.price} testId="product-price" />
            </div>
          </div>
          {!soldOut && available && left !== null && max !== null && (max === 0 || choice.quantity >= max) && <StockCapNote left={left} inCart={inCart} />}
          <LineNoteField value={choice.note} onChange={choice.setNote} example={suggestsNoteExample(product)} />
          <button
            type="button"
            className="product-add"
            data-testid="add-to-cart"
            disabled={soldOut !== undefined || !available || max === 0}
            onClick={addToCart}
          >
            {replacing ? t('updateCart') : t('addToCart')}
          </button>
        </section>
      </fieldset>

      {product.descriptionLong && (
        <section className="product-long" aria-labelledby="product-long-title">
          <h2 id="product-long-title">{t('about')}</h2>
          {product.descriptionLong.split(/\n+/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      <SimilarProducts home={home} product={product} locationCode={locationCode} />
    </article>
  );
}
