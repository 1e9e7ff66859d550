import { useTranslation } from 'react-i18next';
import { useCurrentLocation, useLanguage } from '../../shared/hooks';
import { BackLink } from '../../../ui/BackLink';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { Skeleton, SkeletonLines, SkeletonScreen } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useAccount, useLoyalty } from '../../../data/account';
import { useCatalogueHome } from '../../../data/hooks';
import { useSession } from '../../../data/session';
import { LoyaltySummaryCard } from './LoyaltySummaryCard';
import { LoyaltyHistory } from './LoyaltyHistory';
import './loyalty.css';

/** /user/loyalty: balance, level seal, the to-expire notice and the history (opens offline). */
export default function LoyaltyScreen() {
  const { t } = useTranslation('loyalty');
  const { language } = useLanguage();
  const { isSignedIn, ready } = useSession();
  const loyalty = useLoyalty();
  const account = useAccount();
  const { code } = useCurrentLocation();
  const catalogue = useCatalogueHome(code).data?.products;
  const cataloguePrices = catalogue?.flatMap((group) => group.items.map((product) => product.price)) ?? [];

  const body = () => {
    if (!ready) return null;
    if (!isSignedIn) {
      return <EmptyStateWithLinks icon="bolt" title={t('signInTitle')} text={t('signInText')} links={[{ to: '/user', label: t('signIn') }]} />;
    }
    // The summary in the account mirror is enough for the figures when the full answer is not stored yet.
    const summary = loyalty.data ?? account.data?.loyalty;
    if (!summary) {
      if (loyalty.state === 'loading' || account.state === 'loading') {
        return (
          <SkeletonScreen>
            <Skeleton height="8rem" />
            <div style={{ marginTop: '1rem' }}>
              <SkeletonLines lines={4} />
            </div>
          </SkeletonScreen>
        );
      }
      return <UnavailableState />;
    }
    return (
      <>
        <LoyaltySummaryCard summary={summary} toExpireBy={loyalty.data?.toExpireBy ?? null} language={language} cataloguePrices={cataloguePrices} />
        {loyalty.data ? <LoyaltyHistory history={loyalty.data.history} language={language} /> : <p className="loyalty-muted">{t('historyUnavailable')}</p>}
      </>
    );
  };

  return (
    <section className="loyalty-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {body()}
    </section>
  );
}
