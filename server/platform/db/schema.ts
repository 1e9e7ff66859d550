// The one drizzle schema for PGlite and PostgreSQL, split by area.
export * from './tables/reference';
export * from './tables/customers';
export * from './tables/orders';
export * from './tables/push';
export * from './tables/runOnce';
export * from './tables/staff';
export * from './tables/verifactu';
export * from './tables/availability';
export * from './tables/operator';
export * from './tables/webhooks';
export * from './tables/backOffice';
