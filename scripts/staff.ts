// `npm run staff -- add EMAIL --shop va01 [--role manager] [--name "Ana"]`, `list`, `remove EMAIL`: the
// counter's staff, here or through the running server (scripts/adminCommand.ts).
import { parseStaffCommandLine, STAFF_USAGE } from '../server/modules/people/staff/commandLine';
import { runStaffCommand } from '../server/modules/people/staff/commands';
import { runOperatorCommand } from './adminCommand';

runOperatorCommand({ parse: parseStaffCommandLine, usage: STAFF_USAGE, run: runStaffCommand });
