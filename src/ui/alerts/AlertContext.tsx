import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ALERT_TIMEOUT_SECONDS } from '../../domain/constants';

export type AlertType = 'success' | 'info' | 'warning' | 'danger';
export type AlertInput = { type: AlertType; text: string; timeoutSeconds?: number };
export type ShownAlert = AlertInput & { id: number };

type AlertApi = { alerts: ShownAlert[]; show: (alert: AlertInput) => void; dismiss: (id: number) => void };

const AlertContext = createContext<AlertApi | null>(null);

/** Holds the alert stack (Alert); each alert closes itself after its time-out (3 s by default). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setAlerts((current) => current.filter((alert) => alert.id !== id)), []);
  const show = useCallback(
    (alert: AlertInput) => {
      const id = nextId.current++;
      setAlerts((current) => [...current, { ...alert, id }]);
      const seconds = alert.timeoutSeconds ?? ALERT_TIMEOUT_SECONDS;
      if (seconds > 0) setTimeout(() => dismiss(id), seconds * 1000);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ alerts, show, dismiss }), [alerts, show, dismiss]);
  return <AlertContext.Provider value={api}>{children}</AlertContext.Provider>;
}

export function useAlertStack(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert must be used inside <AlertProvider>');
  return api;
}

export function useAlert(): (alert: AlertInput) => void {
  return useAlertStack().show;
}
