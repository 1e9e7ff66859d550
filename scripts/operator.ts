// `npm run operator -- key create --shop va01 --scopes orders:read,…`, `key list`, `key revoke PREFIX`,
// `webhook add URL --events … --key PREFIX`…: the operator API's keys and webhooks, here or through the
// running server (scripts/adminCommand.ts).
import { operatorCommandGroups } from '../server/adminCommands';
import { configFromEnv } from '../server/platform/config/config';
import { operatorUsage, parseOperatorCommandLine } from '../server/modules/operator/commandLine';
import { runAdminCommand } from '../server/platform/admin/adminCommand';
import { runOperatorCommand } from './adminCommand';

// Run here (no server on the data directory), webhook URLs follow the same setting as the server's.
const groups = operatorCommandGroups({ allowLocal: configFromEnv(process.env).webhooksAllowLocal ?? false });
const kinds = groups.map((group) => group.kind);

runOperatorCommand({
  parse: (args) => parseOperatorCommandLine(groups, args),
  usage: operatorUsage(groups),
  run: (db, command, now) => runAdminCommand(kinds, db, command, now),
});
