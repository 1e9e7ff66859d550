import type { TFunction } from 'i18next';
import type { ApiError, LocalizedText } from '../../api/contract/common';

/** A refused call as the back office's forms keep it: the message, and the field the server named. */
export interface Refusal {
  message: string;
  field: string | undefined;
}

/**
 * The text of a refused call: offline, nothing saved and the changes kept; otherwise the server's own
 * message (in the page's language), or a general one.
 */
export function refusalOf(t: TFunction<'manage'>, answer: { httpStatus: number | undefined; error?: ApiError }): Refusal {
  if (answer.httpStatus === undefined) return { message: t('shops.common.offline'), field: undefined };
  if (answer.httpStatus === 403) return { message: answer.error?.message || t('shops.common.forbidden'), field: undefined };
  return { message: answer.error?.message || t('shops.common.failed'), field: answer.error?.field };
}

/** The locale dates, times and money are written in: Spain's Spanish, British English (24-hour clock, day first). */
export function localeOf(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'es-ES';
}

/** A shop's or a text's name in the page's language, else the other one. */
export function localText(text: LocalizedText, language: string): string {
  return (language.startsWith('en') ? text.en || text.es : text.es || text.en) || '';
}

/** The props of a field the server may refuse: aria-invalid and its message's id. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** The message under a refused field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <small id={`${id}-error`} className="bo-field-error">
      {error}
    </small>
  );
}

/** The form's outcome, read out by screen readers: saved (status) or refused (alert). */
export function SaveResult({ result, testId }: { result: { ok: boolean; message: string } | undefined; testId?: string }) {
  return (
    <div aria-live="polite" role="status" className="bo-live" data-testid={testId}>
      {result && <p className={result.ok ? 'bo-saved' : 'bo-refused'}>{result.message}</p>}
    </div>
  );
}
