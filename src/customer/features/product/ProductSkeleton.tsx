import { Skeleton, SkeletonLines, SkeletonScreen } from '../../../ui/Skeleton';

/** Placeholder for the product page while the catalogue loads for the first time. */
export function ProductSkeleton() {
  return (
    <SkeletonScreen>
      <span className="skeleton" style={{ display: 'block', aspectRatio: '1', maxHeight: '60vh', marginBottom: '1rem' }} />
      <Skeleton width="70%" height="1.75rem" />
      <div style={{ margin: '0.75rem 0 1.25rem' }}>
        <SkeletonLines lines={3} />
      </div>
      <Skeleton height="3rem" />
    </SkeletonScreen>
  );
}
