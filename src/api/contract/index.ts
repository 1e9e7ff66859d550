export * from './common';
export * from './input';
export * from './customer/catalogue';
export * from './customer/locations';
export * from './customer/content';
export * from './customer/geo';
export * from './customer/home';
export * from './customer/logs';
// The call tables load in two parts in the app (src/api/client.ts); import them from './endpoints'.
export type { EndpointName, ReferenceEndpointName } from './endpoints';
export * from './customer/account';
export * from './customer/orders';
export * from './customer/withdrawal';
export * from './customer/fiscal';
// The account's export and deletion are imported from their own files: the first load needs neither schema.
