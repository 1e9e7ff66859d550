import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../api/contract';
import type { SoldOutReason } from '../domain/availability/soldOut';
import { Photo } from './Photo';
import { Price } from './Price';
import { StarRating } from './StarRating';
import { CardAllergens } from './CardAllergens';
import { useCatalogueTranslation, useCommonTranslation } from './useCommonTranslation';

type ProductCardProps = {
  product: Product;
  locationCode: string;
  /** Cards visible on first paint load their photo at once; the rest lazily. */
  eager?: boolean;
  /** 2 where the cards sit right under the screen's h1 (a category's grid), 3 under a block's h2. */
  headingLevel?: 2 | 3;
  /** Why it cannot be added now (sold out), said on the card; its page says until when. */
  soldOut?: SoldOutReason | undefined;
  /** The allergens the customer's filter excludes that it contains (the filter's 'mark'): said over its photo. */
  contains?: readonly string[] | undefined;
};

/**
 * A product's photo, title, price, rating and allergens, linking to its page; a sold-out product says so, and
 * so does one with an allergen the customer avoids.
 */
export const ProductCard = memo(function ProductCard({ product, locationCode, eager = false, headingLevel = 3, soldOut, contains }: ProductCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useCommonTranslation();
  const catalogue = useCatalogueTranslation();
  const discounted = product.priceOld != null && product.priceOld > product.price;
  return (
    <Link
      to={`/${locationCode}/product/${product.slug}`}
      className={soldOut ? 'product-card sold-out' : 'product-card'}
      data-testid="product-card"
      data-sold-out={soldOut}
    >
      <span className="product-card-photo">
        <Photo
          src={product.photo.url250}
          // Decorative: the card's heading names the product, and the link would read the name twice.
          alt=""
          width={250}
          height={250}
          loading={eager ? 'eager' : 'lazy'}
          // The first photos are the likely largest paint (LCP): fetched before other images.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        {soldOut ? (
          <span className="product-card-badge sold-out-badge">{soldOut === 'counter' ? t('soldOutToday') : t('soldOut')}</span>
        ) : (
          discounted && <span className="product-card-badge">{t('offer')}</span>
        )}
        {contains?.[0] && (
          <span className="product-card-warning" data-testid="allergen-warning">
            {catalogue('allergenContains', { list: contains.map((code) => catalogue(`allergen.${code}`).toLowerCase()).join(', ') })}
          </span>
        )}
      </span>
      <span className="product-card-body">
        <Title className="product-card-title">{product.title}</Title>
        <StarRating rating={product.rating} />
        <CardAllergens codes={product.allergenCodes} />
        <span className="product-card-footer">
          <Price value={product.price} old={product.priceOld} />
        </span>
      </span>
    </Link>
  );
});
