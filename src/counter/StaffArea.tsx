import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdatePrompt } from '../ui/updates/UpdatePrompt';
import { can } from '../domain/people/permissions';
import { Board } from './Board';
import { clearStaffSession, chooseShop } from '../data/staffSession';
import { memberOf } from '../data/staffMember';
import { ShopPicker } from './ShopPicker';
import { SignIn } from './SignIn';
import { newOrderAlert, staffDb, staffOutbox } from './runtime';
import { useStaffSession } from './useStaffSession';
import './styles';
import '../i18n/staffTranslations';

/** The delivery orders are kept under this shop; a manager sees them beside their own shop's. */
const DELIVERY_SHOP = 'ONLINE';

/** Set by a tap in this page's life: browsers play sound only after one. */
let shiftStarted = false;

/** The counter at /counter/: its own layout (no customer navigation), sign-in, shop, the board. */
export default function StaffArea() {
  const { t } = useTranslation('staff');
  const { session, shop } = useStaffSession();
  const [started, setStarted] = useState(shiftStarted);
  const start = () => {
    newOrderAlert.unlock();
    shiftStarted = true;
    setStarted(true);
  };

  async function signOut() {
    newOrderAlert.close();
    await Promise.all([staffOutbox.clear(), staffDb.availability.clear(), staffDb.catalogues.clear()]);
    chooseShop(null);
    clearStaffSession();
  }

  let content;
  if (!session) content = <SignIn onStarted={start} />;
  else if (!shop) content = <ShopPicker shops={session.staff.shops} />;
  else {
    const shops = [shop];
    if (
      can(memberOf(session.staff), 'order.delivery', DELIVERY_SHOP) &&
      shop !== DELIVERY_SHOP &&
      session.staff.shops.some((candidate) => candidate.code === DELIVERY_SHOP)
    )
      shops.push(DELIVERY_SHOP);
    // The tickets show at once, also when the page is reloaded mid-shift; the tap only turns the sound on.
    content = (
      <>
        {!started && (
          <article className="staff-card staff-start">
            <h1>{t('start.title')}</h1>
            <p>{t('start.text')}</p>
            <button type="button" className="staff-big" onClick={start}>
              {t('start.button')}
            </button>
          </article>
        )}
        <Board staff={session.staff} shopCode={shop} followed={shops} />
      </>
    );
  }

  return (
    <div className="staff-area">
      <header className="staff-top">
        <strong>{t('title')}</strong>
        {session && (
          <span className="staff-top-actions">
            <span>{session.staff.name}</span>
            {shop && session.staff.shops.length > 1 && (
              <button type="button" className="secondary outline" onClick={() => chooseShop(null)}>
                {t('shops.change')}
              </button>
            )}
            <button type="button" className="secondary" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </span>
        )}
      </header>
      <main className="staff-main">{content}</main>
      {/* The service worker: the board's shell and its chunks open offline, and a new version is offered. */}
      <UpdatePrompt />
    </div>
  );
}
