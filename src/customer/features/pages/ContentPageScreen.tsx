import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../ui/BackLink';
import { useScreenName } from '../../../ui/screenName';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { Skeleton, SkeletonLines, SkeletonScreen } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { usePage } from '../../../data/hooks';
import { PageBlocks } from './PageBlocks';
import { PageIndex } from './PageIndex';
import './pages.css';

function ContentPage({ pageCode }: { pageCode: string }) {
  const { t } = useTranslation('pages');
  const page = usePage(pageCode);
  useScreenName(page.data?.title);

  if (page.notFound) {
    return <EmptyStateWithLinks icon="page" title={t('notFound')} text={t('notFoundText')} testId="page-not-found" links={[{ to: '/', label: t('goHome') }]} />;
  }
  if (!page.data) {
    if (page.state !== 'loading') return <UnavailableState />;
    return (
      <SkeletonScreen>
        <Skeleton width="70%" height="2rem" />
        <div style={{ marginTop: '1.25rem' }}>
          <SkeletonLines lines={5} />
        </div>
      </SkeletonScreen>
    );
  }
  return (
    <article className="content-page">
      <h1 data-testid="page-title">{page.data.title}</h1>
      {page.data.subtitle && <p className="content-page-subtitle">{page.data.subtitle}</p>}
      <PageBlocks blocks={page.data.items} pageTitle={page.data.title} />
    </article>
  );
}

/** Routes /page (the list of pages) and /page/{pageCode} (legal and information pages). */
export default function ContentPageScreen() {
  const { t } = useTranslation('pages');
  const { pageCode } = useParams();
  return (
    <>
      <BackLink to={pageCode ? '/page' : '/options'} label={pageCode ? t('allPages') : t('options')} />
      {pageCode ? <ContentPage key={pageCode} pageCode={pageCode} /> : <PageIndex />}
    </>
  );
}
