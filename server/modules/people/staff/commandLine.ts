import * as v from 'valibot';
import { StaffRoleSchema } from '../../../../src/api/contract/counter/staff';
import { readCommandWords } from '../../../platform/admin/adminCommand';
import type { StaffCommand } from './commands';

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL --shop va01 [--shop va02] [--every-shop] [--role barista|manager|owner] [--name "Ana"]
                   (an owner works at every shop: no --shop needed)
  npm run staff -- list
  npm run staff -- remove EMAIL     (their sessions end at once)
The database: DATABASE_URL, else DATA_DIR as for the server (a running server there does the change).`;

/** `npm run staff` arguments → the command, or the reason they are not one. */
export function parseStaffCommandLine(args: readonly string[]): StaffCommand | { error: string } {
  const words = readCommandWords(args, {
    shop: { type: 'string', multiple: true },
    'every-shop': { type: 'boolean' },
    role: { type: 'string' },
    name: { type: 'string' },
  });
  if ('error' in words) return words;
  const { command, argument: email, values } = words;
  switch (command) {
    case 'add': {
      if (!email) return { error: 'add needs an e-mail' };
      const role = v.safeParse(StaffRoleSchema, values.role ?? 'barista');
      if (!role.success) return { error: `--role is barista, manager or owner, not ${values.role}` };
      return { command: 'add', email, shops: values.shop ?? [], everyShop: values['every-shop'] ?? false, role: role.output, name: values.name };
    }
    case 'list':
      if (email) return { error: 'list takes no e-mail' };
      return { command: 'list' };
    case 'remove':
      if (!email) return { error: 'remove needs an e-mail' };
      return { command: 'remove', email };
    default:
      return { error: command ? `Unknown command ${command}` : 'Name a command' };
  }
}
