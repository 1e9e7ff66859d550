import type { Hono } from 'hono';
import type { Database } from '../platform/db/connect';
import { appliedMigrationCount, shippedMigrationCount } from '../platform/db/migrationState';
import { UNAVAILABLE_MEMORY_MS, type DatabaseAvailability } from '../platform/db/unavailable';
import { ApiFailure, sendData, sendFailure } from '../platform/http/envelope';
import { verifactuQueueStatus } from '../modules/fiscal/verifactu/queueStatus';

export interface HealthDeps {
  db: Database;
  /** True once the process is stopping: a load balancer should send its traffic elsewhere. */
  isDraining(): boolean;
  /** Requests that met an unavailable database lately (a full disk fails writes while reads still answer). */
  availability: DatabaseAvailability;
}

const READY_TIMEOUT_MS = 2000;

/**
 * GET /api/health: the process answers. GET /api/ready: it can serve customers: not stopping, the
 * database answers (within 2 s), no request met an unavailable database in the last few seconds and every
 * migration of this build is applied; 503 otherwise. Its detail also tells how the VeriFactu queue stands
 * (records per state, the oldest waiting): records waiting for the agency never make a process unready, the
 * shop keeps selling while they wait. Neither is logged: a load balancer asks every few seconds.
 */
export function serveHealth(api: Hono, deps: HealthDeps): void {
  const shipped = shippedMigrationCount();

  api.get('/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return sendData(c, { status: 'up' });
  });

  api.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.isDraining()) return sendFailure(c, new ApiFailure(503, 'stopping', 'This server process is stopping'));
    if (deps.availability.recentlyFailed(Date.now())) {
      return sendFailure(c, new ApiFailure(503, 'database_unavailable', `Requests met an unavailable database in the last ${UNAVAILABLE_MEMORY_MS / 1000} s`));
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The database did not answer in time')), READY_TIMEOUT_MS);
      });
      const applied = await Promise.race([appliedMigrationCount(deps.db), timeout]);
      if (applied < shipped) return sendFailure(c, new ApiFailure(503, 'migrations_pending', `${shipped - applied} database migrations are not applied`));
      const queue = await Promise.race([verifactuQueueStatus(deps.db, new Date(), 0), timeout]);
      const verifactu = queue.issuers.map(({ issuerNif, counts, oldestWaitingSeconds, notBefore }) => ({ issuerNif, counts, oldestWaitingSeconds, notBefore }));
      return sendData(c, { status: 'ready', migrations: applied, verifactu });
    } catch {
      return sendFailure(c, new ApiFailure(503, 'database_unavailable', 'The database does not answer'));
    } finally {
      clearTimeout(timer);
    }
  });
}
