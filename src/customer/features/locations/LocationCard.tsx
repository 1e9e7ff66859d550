import { useTranslation } from 'react-i18next';
import type { Location } from '../../../api/contract';
import { formatAddress, isHomeDelivery, mapsUrl } from '../../../domain/catalogue/locations';
import { isOpenAt, nextOpeningToday } from '../../../domain/schedule/schedule';
import { shopMomentOf, shopTimeZone } from '../../../domain/schedule/shopTime';
import { OpeningHours } from './OpeningHours';
import { Icon } from '../../../ui/Icon';

type LocationCardProps = { location: Location; isCurrent: boolean; now: Date; onChoose: (code: string) => void };

/** One location: type, address, open-now badge and, closed, today's next opening; the current one also shows maps link and hours. */
export function LocationCard({ location, isCurrent, now, onChoose }: LocationCardProps) {
  const { t } = useTranslation('locations');
  const delivery = isHomeDelivery(location);
  const open = isOpenAt(location.schedule, now, shopTimeZone(location));
  const opensAt = nextOpeningToday(location.schedule, now, shopTimeZone(location));
  const address = formatAddress(location);

  const details = (
    <>
      <header className="location-card-header">
        <span className="location-card-icon">
          <Icon name={delivery ? 'truck' : 'store'} size={26} />
        </span>
        <div>
          <h2>{location.name}</h2>
          <p className="location-type">{delivery ? t('typeDelivery') : t('typeShop')}</p>
        </div>
        <span className={open ? 'badge badge-success' : 'badge badge-muted'}>{open ? t('openNow') : t('closedNow')}</span>
      </header>
      {opensAt && (
        <p className="location-opens-later" data-testid="location-opens-later">
          {t('orderFor', { time: opensAt })}
        </p>
      )}
      {delivery && <p className="location-note">{t('deliveryNote')}</p>}
      {address && !delivery && <p className="location-address">{address}</p>}
    </>
  );

  if (!isCurrent) {
    return (
      <article className="location-card" data-testid="location-card">
        {details}
        <footer>
          <button type="button" onClick={() => onChoose(location.code)} aria-label={t('chooseLocation', { name: location.name })}>
            {t('choose')}
          </button>
        </footer>
      </article>
    );
  }
  return (
    <article className="location-card is-current" data-testid="location-card" aria-current="true">
      <div data-testid="current-location">
        <p className="location-current-label">{t('current')}</p>
        {details}
        {address && delivery && <p className="location-address">{address}</p>}
        <p>
          <a href={mapsUrl(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer">
            <Icon name="pin" size={18} /> {t('openMap')}
          </a>
        </p>
        <OpeningHours schedule={location.schedule} today={shopMomentOf(now, shopTimeZone(location))} />
      </div>
    </article>
  );
}
