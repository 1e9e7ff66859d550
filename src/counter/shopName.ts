import { useTranslation } from 'react-i18next';
import type { StaffShop } from '../api/contract/counter/staff';

export function useShopName(): (shop: StaffShop) => string {
  const { i18n } = useTranslation('staff');
  return (shop) => (i18n.language === 'en' ? shop.name.en : shop.name.es) || shop.code;
}
