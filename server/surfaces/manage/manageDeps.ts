import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';

/** What the back office's routes are given; apart from routes.ts so the route files do not import it back. */
export interface ManageDeps {
  db: Database;
  config: AppConfig;
  now: () => Date;
  /** Tells this process's reference caches (home data, ordering places) that a write moved a reference version. */
  invalidateReference: () => void;
}
