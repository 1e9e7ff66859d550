export * from './common';
export * from './input';
export * from './catalogue';
export * from './locations';
export * from './content';
export * from './geo';
export * from './home';
export * from './logs';
// The call tables load in two parts in the app (src/api/client.ts); import them from './endpoints'.
export type { EndpointName, ReferenceEndpointName } from './endpoints';
export * from './account';
export * from './orders';
export * from './fiscal';
