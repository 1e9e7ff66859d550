import { createApiClient, type ApiClient } from '../api/client';
import type { EndpointName } from '../api/contract';
import { DEFAULT_LOCATION } from '../domain/constants';
import { currentLanguage } from '../i18n';
import { log } from './logging';
import { openDatabase } from './openDatabase';
import { readStoredLocation } from './locationStore';
import { ReferenceSync } from './sync/referenceSync';

let tokenSource: () => string | undefined = () => undefined;

/** Hook point for the sign-in issue: where the client reads the session token for `Authorization`. */
export function provideSessionToken(source: () => string | undefined): void {
  tokenSource = source;
}

let unauthorizedListener: (endpoint: EndpointName) => void = () => {};

/** Hook point for the sign-in issue: told when a call sent with a session token answers 401. */
export function onUnauthorized(listener: (endpoint: EndpointName) => void): void {
  unauthorizedListener = listener;
}

const httpClient = createApiClient({
  getLanguage: currentLanguage,
  getLocationId: () => readStoredLocation().id ?? DEFAULT_LOCATION.id,
  getToken: () => tokenSource(),
  appCode: import.meta.env.VITE_APP_VARIANT === 'lf' ? 'lf' : 'default',
  logError: (message, source) => void log.error(message, source),
});

export const apiClient: ApiClient = {
  async call(name, options) {
    const sentWithToken = tokenSource() !== undefined;
    const result = await httpClient.call(name, options);
    if (!result.wasOk && result.httpStatus === 401 && sentWithToken) unauthorizedListener(name);
    return result;
  },
};

export const syncEngine = new ReferenceSync({ db: openDatabase, client: apiClient });

/** Starts sending the queued log records to POST /api/log (log intake). */
export function startRemoteLogging(): () => void {
  return log.start(async (records) => {
    const answer = await apiClient.call('logIntake', { body: { records }, quiet: true });
    if (answer.wasOk) return 'sent';
    return answer.httpStatus === 400 ? 'rejected' : 'failed';
  });
}
