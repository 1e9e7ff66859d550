import type { Language } from '../../../../src/api/contract';
import { escapeHtml, type OutgoingMail } from '../../notifications/mail/message';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

const TEXTS: Record<Language, { subject: string; intro: string; validity: (minutes: number) => string; ignore: string }> = {
  es: {
    subject: 'Tu código de acceso al mostrador de Ritmo Café',
    intro: 'Tu código para entrar en el mostrador es:',
    validity: (minutes) => `El código vale ${minutes} minutos y sirve una sola vez.`,
    ignore: 'Si no has pedido entrar en el mostrador, ignora este mensaje.',
  },
  en: {
    subject: 'Your Ritmo Café counter sign-in code',
    intro: 'Your code to sign in to the counter is:',
    validity: (minutes) => `The code is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask to sign in to the counter, ignore this message.',
  },
  ca: {
    subject: 'El teu codi d’accés al taulell de Ritmo Café',
    intro: 'El teu codi per a entrar en el taulell és:',
    validity: (minutes) => `El codi val ${minutes} minuts i servix una sola vegada.`,
    ignore: 'Si no has demanat entrar en el taulell, no faces cas d’este missatge.',
  },
};

/** The staff sign-in message: the code only (the board signs in by code, there is no staff link). */
export function staffSignInMail({ to, language, code, codeMinutes }: { to: string; language: Language; code: string; codeMinutes: number }): OutgoingMail {
  const t = TEXTS[language];
  const validity = t.validity(codeMinutes);
  const text = [t.intro, '', `    ${code}`, '', validity, '', t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.intro)}</p>
<p style="font-size: 1.6em; font-weight: bold; letter-spacing: 0.2em">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color: #666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html, code, link: null };
}
