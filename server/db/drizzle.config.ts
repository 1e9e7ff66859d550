import { defineConfig } from 'drizzle-kit';

// One migrations folder for PGlite and PostgreSQL; paths are relative to the project root (npm scripts).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/tables/reference.ts',
    './server/db/tables/customers.ts',
    './server/db/tables/orders.ts',
    './server/db/tables/push.ts',
    './server/db/tables/runOnce.ts',
    './server/db/tables/staff.ts',
    './server/db/tables/verifactu.ts',
    './server/db/tables/availability.ts',
    './server/db/tables/operator.ts',
    './server/db/tables/webhooks.ts',
  ],
  out: './server/db/migrations',
});
