import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

type SkeletonProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; round?: boolean };

/** One grey placeholder shape. */
export function Skeleton({ width = '100%', height = '1rem', round = false }: SkeletonProps) {
  return <span className="skeleton" style={{ width, height, borderRadius: round ? '50%' : undefined }} />;
}

/** Wraps placeholder shapes so assistive technology hears "Loading" once. */
export function SkeletonScreen({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Lines of text of decreasing width. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-stack">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={`${100 - index * 15}%`} />
      ))}
    </span>
  );
}

/** The shape of a product card. */
export function SkeletonCard() {
  return (
    <span className="product-card">
      <span className="skeleton" style={{ aspectRatio: '1', borderRadius: 0 }} />
      <span className="product-card-body">
        <Skeleton width="85%" />
        <Skeleton width="45%" />
      </span>
    </span>
  );
}

/** A titled row of card shapes, like a catalogue block. */
export function SkeletonCardRow({ cards = 3 }: { cards?: number }) {
  return (
    <section>
      <Skeleton width="45%" height="1.5rem" />
      <ul className="card-row" style={{ overflow: 'hidden', marginTop: '0.75rem' }}>
        {Array.from({ length: cards }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </section>
  );
}
