import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopClockTime } from '../../domain/schedule/shopTime';
import { LogTab } from './LogTab';
import { ManageTab } from './ManageTab';
import { OrdersTab } from './OrdersTab';
import type { CatalogueState, LoadLog, TabProps } from './panelProps';
import { SoldOutTab } from './SoldOutTab';
import { useWriteState, writeErrorKey } from './useWriteState';

type Tab = 'soldOut' | 'orders' | 'manage' | 'log';

export type AvailabilityPanelProps = Omit<TabProps, 'write'> & {
  shopName: string;
  catalogueState: CatalogueState;
  /** Shows the stock and capacity switches and the log (the permission rule decides). */
  mayManage: boolean;
  /** The availability stream has been down since then: what the panel shows may be old. */
  staleSince: number | undefined;
  loadLog: LoadLog;
  onClose: () => void;
};

/**
 * The counter's availability controls in a sheet over the board: sold out, online orders (pause, extra
 * wait), and for managers stock, slot capacity and the log of changes. Every change is sent at once; the
 * sheet says when there is no connection and why a change was refused.
 */
export function AvailabilityPanel(props: AvailabilityPanelProps) {
  const { shopName, catalogueState, mayManage, staleSince, loadLog, onClose, ...shared } = props;
  const { t } = useTranslation('staff');
  const [tab, setTab] = useState<Tab>('soldOut');
  const write = useWriteState();
  const close = useRef<HTMLButtonElement>(null);
  const tabs: Tab[] = mayManage ? ['soldOut', 'orders', 'manage', 'log'] : ['soldOut', 'orders'];
  const tabProps: TabProps = { ...shared, write };

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="staff-sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside className="staff-sheet" role="dialog" aria-modal="true" aria-labelledby="availability-title" data-testid="availability-panel">
        <header className="staff-sheet-head">
          <h2 id="availability-title">{t('availability.title', { shop: shopName })}</h2>
          <button ref={close} type="button" className="secondary" data-action="close-availability" onClick={onClose}>
            {t('availability.close')}
          </button>
        </header>
        <div className="staff-sheet-tabs" role="tablist" aria-label={t('availability.open')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`availability-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="availability-tabpanel"
              data-tab={name}
              onClick={() => setTab(name)}
            >
              {t(`availability.tabs.${name}`)}
            </button>
          ))}
        </div>
        {!shared.online && (
          <p className="staff-avail-note" role="status">
            {t('availability.offlineNote')}
          </p>
        )}
        {shared.online && staleSince !== undefined && (
          <p className="staff-avail-note" role="status">
            {t('availability.staleNote', { time: shopClockTime(new Date(staleSince), shared.timeZone) })}
          </p>
        )}
        {write.error && (
          <p className="staff-avail-error" role="alert">
            {t(writeErrorKey(write.error), { code: write.error })}
          </p>
        )}
        <div className="staff-sheet-body" role="tabpanel" id="availability-tabpanel" aria-labelledby={`availability-tab-${tab}`}>
          {tab === 'soldOut' && <SoldOutTab {...tabProps} catalogueState={catalogueState} />}
          {tab === 'orders' && <OrdersTab {...tabProps} />}
          {tab === 'manage' && mayManage && <ManageTab {...tabProps} />}
          {tab === 'log' && mayManage && (
            <LogTab
              loadLog={loadLog}
              catalogue={shared.catalogue}
              timeZone={shared.timeZone}
              now={shared.now}
              version={shared.availability?.serverTime ?? ''}
            />
          )}
        </div>
      </aside>
    </div>
  );
}
