import { defineConfig } from 'drizzle-kit';

// One migrations folder for PGlite and PostgreSQL; paths are relative to the project root (npm scripts).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/platform/db/tables/reference.ts',
    './server/platform/db/tables/customers.ts',
    './server/platform/db/tables/orders.ts',
    './server/platform/db/tables/push.ts',
    './server/platform/db/tables/runOnce.ts',
    './server/platform/db/tables/staff.ts',
    './server/platform/db/tables/verifactu.ts',
    './server/platform/db/tables/availability.ts',
    './server/platform/db/tables/operator.ts',
    './server/platform/db/tables/webhooks.ts',
    './server/platform/db/tables/backOffice.ts',
  ],
  out: './server/platform/db/migrations',
});
