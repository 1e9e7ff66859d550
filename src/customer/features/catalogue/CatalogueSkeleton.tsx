import { SkeletonCardRow, SkeletonScreen } from '../../../ui/Skeleton';

/** Placeholder blocks while the location's catalogue loads for the first time. */
export function CatalogueSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonCardRow />
      <SkeletonCardRow />
      <SkeletonCardRow />
    </SkeletonScreen>
  );
}
