import { useTranslation } from 'react-i18next';
import type { StaffShop } from '../api/contract/counter/staff';
import { chooseShop } from '../data/staffSession';
import { useShopName } from './shopName';

/** A member of several shops picks the one this device serves; the choice is remembered. */
export function ShopPicker({ shops }: { shops: readonly StaffShop[] }) {
  const { t } = useTranslation('staff');
  const nameOf = useShopName();
  return (
    <article className="staff-card">
      <h1>{t('shops.title')}</h1>
      <div className="staff-shop-list">
        {shops.map((shop) => (
          <button key={shop.code} type="button" className="outline" data-shop={shop.code} onClick={() => chooseShop(shop.code)}>
            {nameOf(shop)} <small>({shop.code})</small>
          </button>
        ))}
      </div>
    </article>
  );
}
