import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocation } from '../../shared/hooks';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton, SkeletonLines, SkeletonScreen } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useLocations } from '../../../data/hooks';
import { isHomeDelivery, sameLocationCode } from '../../../domain/catalogue/locations';
import { LocationCard } from './LocationCard';
import { LocationKindSelector, type LocationKind } from './LocationKindSelector';
import './locations.css';

/** /locations and /user/locations: the location chooser, current location first. */
export default function LocationsScreen() {
  const { t } = useTranslation('locations');
  const locations = useLocations();
  const current = useCurrentLocation();
  const [kind, setKind] = useState<LocationKind | null>(null);
  const now = new Date();

  const body = () => {
    if (!locations.data) {
      if (locations.state !== 'loading') return <UnavailableState />;
      return (
        <SkeletonScreen>
          {[0, 1].map((index) => (
            <div key={index} className="location-card">
              <Skeleton width="60%" height="1.4rem" />
              <div style={{ marginTop: '0.75rem' }}>
                <SkeletonLines lines={2} />
              </div>
            </div>
          ))}
        </SkeletonScreen>
      );
    }
    const shown = locations.data
      .filter((location) => kind === null || (kind === 'delivery') === isHomeDelivery(location))
      .sort((a, b) => Number(sameLocationCode(b.code, current.code)) - Number(sameLocationCode(a.code, current.code)));
    if (shown.length === 0) return <EmptyState icon="pin" title={t('emptyTitle')} text={t('emptyText')} />;
    return shown.map((location) => (
      <LocationCard
        key={location.code}
        location={location}
        isCurrent={sameLocationCode(location.code, current.code)}
        now={now}
        onChoose={current.setLocation}
      />
    ));
  };

  return (
    <section className="locations-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <LocationKindSelector kind={kind} onChange={setKind} />
      {body()}
    </section>
  );
}
