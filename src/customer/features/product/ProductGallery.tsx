import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../ui/Photo';

type ProductGalleryProps = { title: string; photos: string[] };

/** The product's photos in a swipeable scroll-snap carousel with dot buttons. */
export function ProductGallery({ title, photos }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const showPhoto = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className="product-gallery" role="region" aria-roledescription="carousel" aria-label={t('photos')}>
      {/* Focusable so the photos can be scrolled with the arrow keys too. */}
      <ul ref={track} className="product-gallery-track" onScroll={onScroll} tabIndex={0}>
        {photos.map((url, index) => (
          <li key={url} aria-label={t('photoOf', { index: index + 1, total: photos.length })}>
            <Photo
              src={url}
              alt={index === 0 ? title : t('photoAlt', { title, index: index + 1 })}
              width={500}
              height={500}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <div className="product-gallery-dots">
          {photos.map((url, index) => (
            <button
              key={url}
              type="button"
              aria-label={t('showPhoto', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => showPhoto(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
