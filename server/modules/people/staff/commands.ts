import * as v from 'valibot';
import { StaffRoleSchema } from '../../../../src/api/contract/counter/staff';
import type { Database } from '../../../platform/db/connect';
import { COMMAND_LINE } from '../../audit/recordAudit';
import type { AdminCommandKind, CommandResult } from '../../../platform/admin/adminCommand';
import { addStaff, listStaff, removeStaff, StaffCommandError, type StaffListing } from './members';

/** What `npm run staff` asks, the same whether the CLI runs it or hands it to the running server. */
export const StaffCommandSchema = v.variant('command', [
  v.object({
    command: v.literal('add'),
    email: v.string(),
    shops: v.array(v.string()),
    everyShop: v.boolean(),
    role: StaffRoleSchema,
    name: v.optional(v.string()),
  }),
  v.object({ command: v.literal('list') }),
  v.object({ command: v.literal('remove'), email: v.string() }),
]);
export type StaffCommand = v.InferOutput<typeof StaffCommandSchema>;

export type StaffCommandResult = CommandResult;

function describeMember(member: StaffListing): string {
  const shops = member.everyShop ? 'every shop' : member.shops.join(', ');
  return `${member.email}  ${member.role}  ${shops}${member.name ? `  "${member.name}"` : ''}`;
}

/** Runs one staff command on the database; refusals (unknown shop, bad e-mail) come back as ok: false. */
export async function runStaffCommand(db: Database, command: StaffCommand, now: Date): Promise<StaffCommandResult> {
  try {
    switch (command.command) {
      case 'add': {
        const { created, member } = await addStaff(db, command, COMMAND_LINE);
        return { ok: true, output: `${created ? 'Added' : 'Updated'}: ${describeMember(member)}` };
      }
      case 'list': {
        const members = await listStaff(db);
        return { ok: true, output: members.length === 0 ? 'No staff yet.' : members.map(describeMember).join('\n') };
      }
      case 'remove': {
        const { removed } = await removeStaff(db, command.email, now, COMMAND_LINE);
        return removed
          ? { ok: true, output: `Removed ${command.email.trim().toLowerCase()}; their sessions have ended.` }
          : { ok: false, output: `No staff member ${command.email}` };
      }
    }
  } catch (error) {
    if (error instanceof StaffCommandError) return { ok: false, output: error.message };
    throw error;
  }
}

/** The staff commands as the admin channel and the command line take them; a list is not logged. */
export const staffCommands: AdminCommandKind<StaffCommand> = {
  schema: StaffCommandSchema,
  run: runStaffCommand,
  logLine: (command, result) => (command.command === 'list' ? null : result.output),
};
