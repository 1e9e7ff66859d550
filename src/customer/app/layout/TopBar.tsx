import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocations } from '../../../data/hooks';
import { useCurrentLocation, useOnline } from '../../shared/hooks';
import { Icon } from '../../../ui/Icon';
import { BrandMark } from '../../../ui/BrandMark';
import { ProductSearch } from './ProductSearch';

/** Brand, current shop, offline indicator and product search (interface: the shell renders these). */
export function TopBar() {
  const { t } = useTranslation('app');
  const { code } = useCurrentLocation();
  const online = useOnline();
  const locations = useLocations().data;
  const locationName = locations?.find((location) => location.code.toLowerCase() === code.toLowerCase())?.name;

  return (
    <header className="top-bar">
      <div className="top-bar-row">
        <Link to={`/${code}`} className="brand" aria-label={t('topBar.home')}>
          <BrandMark />
          <span className="brand-name">{t('brand')}</span>
        </Link>
        {!online && (
          <span className="offline-indicator" data-testid="offline-indicator" role="status" title={t('offline.title')}>
            <Icon name="cloudOff" size={14} />
            <span className="offline-indicator-text">{t('offline.indicator')}</span>
          </span>
        )}
        <Link
          to="/locations"
          className="top-bar-location"
          aria-label={locationName ? t('topBar.location', { name: locationName }) : t('topBar.chooseLocation')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <span className="top-bar-location-name">{locationName ?? code.toUpperCase()}</span>
        </Link>
      </div>
      <ProductSearch locationCode={code} />
    </header>
  );
}
