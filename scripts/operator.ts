// `npm run operator -- key create --shop va01 --scopes orders:read,…`, `key list`, `key revoke PREFIX` (and
// the other groups of server/adminCommands.ts): the operator API's keys, here or through the running
// server (scripts/adminCommand.ts).
import { operatorCommandGroups } from '../server/adminCommands';
import { operatorUsage, parseOperatorCommandLine } from '../server/operator/commandLine';
import { runAdminCommand } from '../server/staff/adminCommand';
import { runOperatorCommand } from './adminCommand';

const kinds = operatorCommandGroups.map((group) => group.kind);

runOperatorCommand({
  parse: (args) => parseOperatorCommandLine(operatorCommandGroups, args),
  usage: operatorUsage(operatorCommandGroups),
  run: (db, command, now) => runAdminCommand(kinds, db, command, now),
});
