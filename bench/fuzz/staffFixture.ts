import type { StaffSession } from '../../src/api/contract/counter/staff';
import { OPERATOR_SCOPES } from '../../src/api/contract/operator/call';
import { openDatabase } from '../../server/platform/db/connect';
import { createOperatorKey } from '../../server/modules/operator/keys';
import { adminSocketPath } from '../../server/platform/admin/adminChannel';
import { sendAdminCommand } from '../../server/platform/admin/adminClient';

async function apiData<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Language': 'es' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { wasOk: boolean; data?: T; error?: { message?: string } };
  if (!answer.wasOk || answer.data === undefined) throw new Error(`${path}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/** A demo member of staff (server/platform/db/seed/staff.ts) signs in as the board does: login-start, the code from the demo outbox, login-end. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  await apiData(baseUrl, '/staff/login-start', { email });
  const outbox = await apiData<{ to: string; code: string | null }[]>(baseUrl, '/dev/outbox');
  const code = outbox.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
  if (!code) throw new Error(`No sign-in code was sent to ${email}`);
  const session = await apiData<StaffSession | 'error_date'>(baseUrl, '/staff/login-end', { email, code });
  if (session === 'error_date') throw new Error(`The sign-in code of ${email} expired`);
  return session.token;
}

/**
 * An operator key of the whole chain with every scope, made as `npm run operator -- key create` makes it:
 * on PostgreSQL in the database itself, on the embedded database through the running server's admin socket.
 */
export async function operatorKey(location: { dataDir: string; databaseUrl: string | undefined }): Promise<string> {
  const scopes = [...OPERATOR_SCOPES];
  if (location.databaseUrl) {
    const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    try {
      return (await createOperatorKey(database.db, { scopes, label: 'fuzz' }, new Date())).key;
    } finally {
      await database.close();
    }
  }
  const result = await sendAdminCommand(adminSocketPath(location.dataDir), { command: 'key-create', scopes, label: 'fuzz' });
  if (result === 'no-server' || !result.ok) throw new Error(`No operator key: ${result === 'no-server' ? 'no server on the admin socket' : result.output}`);
  const key = result.output.split('\n').at(-1) ?? '';
  if (!key.startsWith('rk_')) throw new Error(`No operator key in the command's answer: ${result.output.split('\n')[0] ?? ''}`);
  return key;
}
