import * as v from 'valibot';
import type { Database } from '../../platform/db/connect';
import type { AdminCommandKind, CommandResult } from '../../platform/admin/adminCommand';
import { createOperatorKey, listOperatorKeys, OperatorKeyError, revokeOperatorKey, type OperatorKeyListing } from './keys';

/** What `npm run operator -- key …` asks, the same whether the command line runs it or hands it to the running server. */
export const OperatorKeyCommandSchema = v.variant('command', [
  v.object({
    command: v.literal('key-create'),
    shop: v.optional(v.string()),
    scopes: v.array(v.string()),
    label: v.optional(v.string()),
  }),
  v.object({ command: v.literal('key-list') }),
  v.object({ command: v.literal('key-revoke'), prefix: v.string() }),
]);
export type OperatorKeyCommand = v.InferOutput<typeof OperatorKeyCommandSchema>;

const instant = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : 'never');

/** One key on one line: prefix, shop, scopes, label, created, last used, revoked. */
export function describeKey(key: OperatorKeyListing): string {
  const parts = [
    key.prefix,
    key.shop ?? 'whole chain',
    key.scopes.join(','),
    key.label ? `"${key.label}"` : '',
    `created ${instant(key.createdAt)} UTC`,
    `last used ${instant(key.lastUsedAt)}`,
    key.revokedAt ? `REVOKED ${instant(key.revokedAt)}` : '',
  ];
  return parts.filter((part) => part !== '').join('  ');
}

const CREATED_HEADING = 'The key (shown this once; keep it in the system that calls the API):';

/** Runs one key command on the database; refusals (unknown shop or scope, unknown key) come back as ok: false. */
export async function runOperatorKeyCommand(db: Database, command: OperatorKeyCommand, now: Date): Promise<CommandResult> {
  try {
    switch (command.command) {
      case 'key-create': {
        const { key, listing } = await createOperatorKey(db, command, now);
        return { ok: true, output: `Created: ${describeKey(listing)}\n${CREATED_HEADING}\n${key}` };
      }
      case 'key-list': {
        const keys = await listOperatorKeys(db);
        return { ok: true, output: keys.length === 0 ? 'No keys yet.' : keys.map(describeKey).join('\n') };
      }
      case 'key-revoke': {
        const outcome = await revokeOperatorKey(db, command.prefix, now);
        if (outcome === 'unknown') return { ok: false, output: `No key ${command.prefix}` };
        if (outcome === 'already') return { ok: false, output: `The key ${command.prefix} was already revoked` };
        return { ok: true, output: `Revoked ${command.prefix}: it opens nothing from now on.` };
      }
    }
  } catch (error) {
    if (error instanceof OperatorKeyError) return { ok: false, output: error.message };
    throw error;
  }
}

/** The key commands as the admin channel and the command line take them; the server's log never holds a key. */
export const operatorKeyCommands: AdminCommandKind<OperatorKeyCommand> = {
  schema: OperatorKeyCommandSchema,
  run: runOperatorKeyCommand,
  logLine: (command, result) => {
    if (command.command === 'key-list') return null;
    return result.output.split('\n')[0] ?? '';
  },
};
