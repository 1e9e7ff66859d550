import type { InvoiceIssuer } from './platform/config/config';
import { operatorKeyCommandGroup, type OperatorCommandGroup } from './modules/operator/commandLine';
import type { AdminCommandKind } from './platform/admin/adminCommand';
import { staffCommands } from './modules/people/staff/commands';
import { runVerifactuCommand, VerifactuCommandSchema, type VerifactuCommand } from './modules/fiscal/verifactu/commands';
import {
  parseWebhookCommandLine,
  runWebhookCommand,
  WEBHOOK_USAGE,
  WebhookCommandSchema,
  type WebhookCommand,
} from './modules/notifications/webhooks/commands';
import type { UrlPolicy } from './modules/notifications/webhooks/safeUrl';

/** `npm run operator -- webhook …`: subscriptions, under the server's rule on local receivers. */
function webhookCommandGroup(policy: UrlPolicy): OperatorCommandGroup {
  const kind: AdminCommandKind<WebhookCommand> = {
    schema: WebhookCommandSchema,
    run: (db, command, now) => runWebhookCommand(db, command, now, policy),
    // A new subscription's secret is shown once to whoever asked, never written to the server's log.
    logLine: (command, result) => {
      if (command.command === 'webhook-list' || command.command === 'webhook-failed') return null;
      return command.command === 'webhook-add' ? (result.output.split('\n')[0] ?? null) : result.output;
    },
  };
  return { word: 'webhook', usage: WEBHOOK_USAGE, parse: parseWebhookCommandLine, kind: kind as AdminCommandKind };
}

/**
 * `npm run operator`'s command groups, each named by its first word: one entry per group, and both the
 * command line and the running server's admin socket take its commands.
 */
export function operatorCommandGroups(webhooks: UrlPolicy): readonly OperatorCommandGroup[] {
  return [operatorKeyCommandGroup, webhookCommandGroup(webhooks)];
}

/** The VeriFactu queue's commands, correcting records with the issuer settings in force. */
export function verifactuCommands(issuer: () => InvoiceIssuer): AdminCommandKind<VerifactuCommand> {
  return {
    schema: VerifactuCommandSchema,
    run: (db, command, now) => runVerifactuCommand(db, command, now, issuer),
    logLine: (command, result) => (command.command === 'verifactu-status' ? null : result.output),
  };
}

/** Every command a server on the embedded database takes on its admin socket. */
export function adminCommandKinds(issuer: InvoiceIssuer, webhooks: UrlPolicy): readonly AdminCommandKind[] {
  return [staffCommands, verifactuCommands(() => issuer), ...operatorCommandGroups(webhooks).map((group) => group.kind)];
}
