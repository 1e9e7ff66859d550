/** Business constants, each with its one reading. */

/** App version. */
export const APP_VERSION = '1.1.46';
/** Default location (id 10, code va01 everywhere). */
export const DEFAULT_LOCATION = { id: 10, code: 'va01' } as const;
/** The home-delivery location code. */
export const HOME_DELIVERY_CODE = 'ONLINE';
/** Alert auto-close. */
export const ALERT_TIMEOUT_SECONDS = 3;
/** Code-chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Reference-data cache age. */
export const REFERENCE_MAX_AGE_MS = 600_000;
/**
 * The customer's own data (account, ritmitos) is not reference data: on start and focus it is refetched
 * when older than this, and at once when an order may have moved ritmitos or the loyalty screen opens.
 */
export const CUSTOMER_DATA_MAX_AGE_MS = 30_000;
/**
 * A shop's availability (sold out, pause, extra wait) changes at any moment: while no live stream brings
 * it, a screen that shows it reads it again when its copy is older than this.
 */
export const AVAILABILITY_MAX_AGE_MS = 30_000;
/** Pending-orders refresh. */
export const PENDING_ORDERS_REFRESH_MS = 30_000;
/** The e-mailed one-time sign-in code is valid 10 minutes. */
export const LOGIN_CODE_MINUTES = 10;
/** Session cookie lifetime. */
export const SESSION_COOKIE_DAYS = 180;
/** Cookie-consent lifetime (12 months). */
export const CONSENT_COOKIE_DAYS = 365;
/** Language cookie name. */
export const LANGUAGE_COOKIE = 'culture';
/** The cookie-consent cookie (banner): the acceptance date. */
export const CONSENT_COOKIE = 'cookie_consent';
/** The chosen location mirrored from local storage, so the server renders that shop's catalogue. */
export const LOCATION_COOKIE = 'location';
/** Low-stock warning threshold for single goods. */
export const LOW_STOCK_BELOW = 5;
/** Autocomplete result count. */
export const AUTOCOMPLETE_LIMIT = 10;
/** Language ids: es 1 and en 2 as the spec sets them; Valencian takes the next one. */
export const LANGUAGE_IDS = { es: 1, en: 2, ca: 3 } as const;
/** Payment status meaning paid. */
export const PAID_STATUS_ID = 11001;

/** Why /user_login_error was opened when social sign-in is not configured (server/surfaces/customer/socialSignIn.ts). */
export const SOCIAL_UNAVAILABLE_REASON = 'social_unavailable';
