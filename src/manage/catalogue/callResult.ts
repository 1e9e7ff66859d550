import type { StaffCallResult } from '../../api/callClient';
import type { TFunction } from 'i18next';

/** What a refused or failed call says to the manager: no connection, the server's words, or a plain failure. */
export interface CallProblem {
  text: string;
  /** The field the server named (e.g. `price`, `extras`, `title.es`), if any. */
  field?: string;
  offline: boolean;
}

export function problemOf(answer: StaffCallResult<unknown>, t: TFunction<'manage'>): CallProblem | null {
  if (answer.ok) return null;
  if (answer.httpStatus === undefined) return { text: t('catalogue.offline'), offline: true };
  return { text: answer.error?.message ?? t('catalogue.failed', { status: answer.httpStatus }), field: answer.error?.field, offline: false };
}

/** Whether a server's field name is this form field or inside it (`extrasPrice.milk` is in `extrasPrice`). */
export function isField(named: string | undefined, field: string): boolean {
  if (!named) return false;
  return named === field || named.startsWith(`${field}.`) || named.startsWith(`${field}[`) || field.startsWith(`${named}.`);
}
