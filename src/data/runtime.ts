import { createApiClient } from '../api/client';
import { DEFAULT_LOCATION } from '../domain/constants';
import { currentLanguage } from '../i18n';
import { db } from './db';
import { log } from './logging';
import { readStoredLocation } from './locationStore';
import { SyncEngine } from './sync/engine';

let tokenSource: () => string | undefined = () => undefined;

/** Hook point for the sign-in issue: where the client reads the session token for `Authorization`. */
export function provideSessionToken(source: () => string | undefined): void {
  tokenSource = source;
}

export const apiClient = createApiClient({
  getLanguage: currentLanguage,
  getLocationId: () => readStoredLocation().id ?? DEFAULT_LOCATION.id,
  getToken: () => tokenSource(),
  appCode: import.meta.env.VITE_APP_VARIANT === 'lf' ? 'lf' : 'default',
  logError: (message, source) => void log.error(message, source),
});

export const syncEngine = new SyncEngine({ db, client: apiClient });

/** Starts sending the queued log records to POST /api/log (spec §7 log intake). */
export function startRemoteLogging(): () => void {
  return log.start(async (records) => {
    const answer = await apiClient.call('logIntake', { body: { records }, quiet: true });
    if (answer.wasOk) return 'sent';
    return answer.httpStatus === 400 ? 'rejected' : 'failed';
  });
}
