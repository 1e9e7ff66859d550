import type { Language } from '../../../../src/api/contract';
import { escapeHtml, type OutgoingMail } from './message';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

interface SignInTexts {
  subject: string;
  greeting: string;
  codeIntro: string;
  linkIntro: string;
  validity: (codeMinutes: number, linkMinutes: number) => string;
  ignore: string;
  button: string;
}

const TEXTS: Record<Language, SignInTexts> = {
  es: {
    subject: 'Tu código de acceso a Ritmo Café',
    greeting: 'Hola:',
    codeIntro: 'Tu código de acceso es:',
    linkIntro: 'O entra directamente con este enlace:',
    validity: (code, link) => `El código vale ${code} minutos y el enlace ${link} minutos; cada uno sirve una sola vez.`,
    ignore: 'Si no has pedido entrar en Ritmo Café, ignora este mensaje.',
    button: 'Entrar en Ritmo Café',
  },
  en: {
    subject: 'Your Ritmo Café sign-in code',
    greeting: 'Hello,',
    codeIntro: 'Your sign-in code is:',
    linkIntro: 'Or sign in straight away with this link:',
    validity: (code, link) => `The code is valid for ${code} minutes and the link for ${link} minutes; each works once.`,
    ignore: 'If you did not ask to sign in to Ritmo Café, ignore this message.',
    button: 'Sign in to Ritmo Café',
  },
  ca: {
    subject: 'El teu codi d’accés a Ritmo Café',
    greeting: 'Hola:',
    codeIntro: 'El teu codi d’accés és:',
    linkIntro: 'O entra directament amb este enllaç:',
    validity: (code, link) => `El codi val ${code} minuts i l’enllaç ${link} minuts; cadascun servix una sola vegada.`,
    ignore: 'Si no has demanat entrar en Ritmo Café, no faces cas d’este missatge.',
    button: 'Entra en Ritmo Café',
  },
};

export interface SignInMailInput {
  to: string;
  language: Language;
  code: string;
  link: string;
  codeMinutes: number;
  linkMinutes: number;
}

/** The sign-in message in the customer's language: the one-time code and the magic link. */
export function signInMail({ to, language, code, link, codeMinutes, linkMinutes }: SignInMailInput): OutgoingMail {
  const t = TEXTS[language];
  const validity = t.validity(codeMinutes, linkMinutes);
  const text = [t.greeting, '', t.codeIntro, '', `    ${code}`, '', t.linkIntro, link, '', validity, '', t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.codeIntro)}</p>
<p style="font-size: 1.6em; font-weight: bold; letter-spacing: 0.2em">${escapeHtml(code)}</p>
<p>${escapeHtml(t.linkIntro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(validity)}</p>
<p style="color: #666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html, code, link };
}
