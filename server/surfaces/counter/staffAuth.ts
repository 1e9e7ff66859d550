import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { serverEndpoints } from '../../../src/api/contract/endpoints';
import { clientAddress } from '../../platform/http/clientAddress';
import { currentStaff, requireStaff } from '../staffGuard';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import type { Mailer } from '../../modules/notifications/mail/mailer';
import { endStaffSessions, staffMemberView } from '../../modules/people/staff/members';
import { finishStaffSignIn, startStaffSignIn, type StaffSignInDeps } from '../../modules/people/staff/signIn';

export interface StaffAuthDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

/** The staff sign-in (e-mail code, its own token audience), who is signed in, and sign-out everywhere. */
export function serveStaffAuth(api: Hono, deps: StaffAuthDeps): void {
  const { db, config, now } = deps;
  const secret = config.jwtSecret;
  const signIn: StaffSignInDeps = { db, secret, mailer: deps.mailer, logger: deps.logger, now };

  serveEndpoint(api, 'staffLoginStart', ({ c, body, language }) =>
    startStaffSignIn(signIn, { email: body.email, language, clientAddress: clientAddress(c, config.trustProxy) }),
  );

  serveEndpoint(api, 'staffLoginEnd', ({ c, body }) => finishStaffSignIn(signIn, { ...body, clientAddress: clientAddress(c, config.trustProxy) }));

  const guard = requireStaff(db, secret, now);
  api.use(serverEndpoints.staffMe.path, guard);
  serveEndpoint(api, 'staffMe', ({ c }) => staffMemberView(db, currentStaff(c)));

  api.use(serverEndpoints.staffLogout.path, guard);
  serveEndpoint(api, 'staffLogout', async ({ c }) => {
    await endStaffSessions(db, currentStaff(c).id, now());
    return { loggedOut: true };
  });
}
