import './shops.css';
import './texts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useRoutes } from 'react-router-dom';
import type { ManageShop } from '../../api/contract/manage/shops';
import { can } from '../../domain/people/permissions';
import { manageApi } from '../runtime';
import { useManageSession } from '../shell/manageContext';
import { HoursScreen } from './HoursScreen';
import { ShopForm } from './ShopForm';
import { ShopList } from './ShopList';

type Shops = ManageShop[] | 'failed' | undefined;

/** The member's shops, read once for the section and replaced one by one as each is saved. */
function useShops() {
  const [shops, setShops] = useState<Shops>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void manageApi.call('manageShops').then((answer) => {
      if (live) setShops(answer.ok ? answer.data : 'failed');
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const saved = useCallback((shop: ManageShop) => {
    setShops((list) => {
      if (!Array.isArray(list)) return [shop];
      return list.some((kept) => kept.code === shop.code) ? list.map((kept) => (kept.code === shop.code ? shop : kept)) : [...list, shop];
    });
  }, []);
  return { shops, saved, retry: () => setAttempt((n) => n + 1) };
}

/** Back to the list (an address typed by hand for what the member may not do). */
function ToList() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/shops', { replace: true });
  }, [navigate]);
  return null;
}

function ShopRoute({ shops, saved, hours }: { shops: ManageShop[]; saved: (shop: ManageShop) => void; hours?: boolean }) {
  const { t } = useTranslation('manage');
  const { member } = useManageSession();
  const { code } = useParams();
  const shop = shops.find((candidate) => candidate.code === code);
  if (!shop) return <p role="alert">{t('shops.common.notFound')}</p>;
  // Only what the member may do: an address typed by hand leads back to the list.
  if (!can(member, hours ? 'shop.hours' : 'shop.edit', shop.code)) return <ToList />;
  return hours ? <HoursScreen key={shop.code} shop={shop} onSaved={saved} /> : <ShopForm key={shop.code} shop={shop} onSaved={saved} />;
}

/** The back office's shops section: the list, a shop's form, a new shop, a shop's hours. */
export default function ShopsSection() {
  const { t } = useTranslation('manage');
  const { shops, saved, retry } = useShops();
  const { member } = useManageSession();
  // Route objects and a navigate effect, not <Routes> and <Navigate>: those would add to the router chunk
  // every surface's first load shares, the customer's included.
  const screen = useRoutes(
    Array.isArray(shops)
      ? [
          { index: true, element: <ShopList shops={shops} /> },
          { path: 'new', element: can(member, 'shop.create') ? <ShopForm onSaved={saved} /> : <ToList /> },
          { path: ':code', element: <ShopRoute shops={shops} saved={saved} /> },
          { path: ':code/hours', element: <ShopRoute shops={shops} saved={saved} hours /> },
        ]
      : [],
  );
  if (shops === undefined) return <p aria-busy="true">{t('loading')}</p>;
  if (shops === 'failed')
    return (
      <div role="alert" className="bo-section">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={retry}>
          {t('shops.common.retry')}
        </button>
      </div>
    );
  return <div className="bo-section">{screen}</div>;
}
