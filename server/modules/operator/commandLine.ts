import { readCommandWords, type AdminCommand, type AdminCommandKind } from '../../platform/admin/adminCommand';
import { operatorKeyCommands, type OperatorKeyCommand } from './commands';

/** One group of `npm run operator` commands, named by its first word (`key`, `webhook`). */
export interface OperatorCommandGroup {
  word: string;
  usage: string;
  /** The words after the first → the command, or the reason they are not one. */
  parse(args: readonly string[]): AdminCommand | { error: string };
  kind: AdminCommandKind;
}

export const KEY_USAGE = `  npm run operator -- key create [--shop va01] --scopes orders:read,orders:write,availability:write [--label till]
                    (no --shop: a key of the whole chain; the key is printed once)
  npm run operator -- key list
  npm run operator -- key revoke rk_0123456789ab`;

/** `key …` arguments → the command, or the reason they are not one. */
export function parseKeyCommandLine(args: readonly string[]): OperatorKeyCommand | { error: string } {
  const words = readCommandWords(args, { shop: { type: 'string' }, scopes: { type: 'string' }, label: { type: 'string' } });
  if ('error' in words) return words;
  const { command, argument, values } = words;
  const options = Object.keys(values);
  switch (command) {
    case 'create': {
      if (argument) return { error: `Unexpected ${argument}` };
      if (!values.scopes) return { error: 'key create needs --scopes' };
      const scopes = values.scopes
        .split(',')
        .map((scope) => scope.trim())
        .filter((scope) => scope !== '');
      return { command: 'key-create', shop: values.shop, scopes, label: values.label };
    }
    case 'list':
      if (argument || options.length > 0) return { error: 'key list takes nothing more' };
      return { command: 'key-list' };
    case 'revoke':
      if (!argument || options.length > 0) return { error: 'key revoke takes the key prefix (rk_ and 12 hex digits), as key list shows it' };
      return { command: 'key-revoke', prefix: argument };
    default:
      return { error: command ? `Unknown key command ${command}` : 'Name a key command: create, list or revoke' };
  }
}

/** The whole usage of `npm run operator`, from its groups. */
export function operatorUsage(groups: readonly OperatorCommandGroup[]): string {
  return `Usage:\n${groups.map((group) => group.usage).join('\n')}
The database: DATABASE_URL, else DATA_DIR as for the server (a running server there runs the command).`;
}

/** `npm run operator` arguments → the command of the group their first word names. */
export function parseOperatorCommandLine(groups: readonly OperatorCommandGroup[], args: readonly string[]): AdminCommand | { error: string } {
  const [word, ...rest] = args;
  const group = groups.find((candidate) => candidate.word === word);
  if (!group) return { error: word ? `Unknown command ${word}` : `Name a command: ${groups.map((candidate) => candidate.word).join(', ')}` };
  return group.parse(rest);
}

/** `npm run operator -- key …`: the operator API's keys. */
export const operatorKeyCommandGroup: OperatorCommandGroup = {
  word: 'key',
  usage: KEY_USAGE,
  parse: parseKeyCommandLine,
  kind: operatorKeyCommands as AdminCommandKind,
};
