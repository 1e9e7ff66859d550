// `npm run verifactu -- status`, `resend RECORD_ID`: the queue of invoicing records for the tax agency, here
// or through the running server (scripts/adminCommand.ts).
import { configFromEnv, verifactuConfig } from '../server/platform/config/config';
import { parseVerifactuCommandLine, runVerifactuCommand, VERIFACTU_USAGE } from '../server/modules/fiscal/verifactu/commands';
import { runOperatorCommand } from './adminCommand';

runOperatorCommand({
  parse: parseVerifactuCommandLine,
  usage: VERIFACTU_USAGE,
  // The issuer settings as the server would read them from the same environment.
  run: (db, command, now) =>
    runVerifactuCommand(db, command, now, () => {
      const options = configFromEnv(process.env);
      return verifactuConfig(options, options.mode ?? 'demo');
    }),
});
