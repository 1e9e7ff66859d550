import type { Language } from '../../../../src/api/contract';
import { escapeHtml, type OutgoingMail } from './message';
import { nameForMail } from './nameForMail';
import type { InvitationPayload } from './queuedMail';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

interface InvitationTexts {
  subject: (inviter: string) => string;
  /** The subject when nothing of the inviter's name may be shown. */
  neutralSubject: string;
  greeting: (friend: string) => string;
  neutralGreeting: string;
  invited: (inviter: string) => string;
  neutralInvited: string;
  howTo: string;
  button: string;
  ignore: string;
}

const TEXTS: Record<Language, InvitationTexts> = {
  es: {
    subject: (inviter) => `${inviter} te invita a Ritmo Café`,
    neutralSubject: 'Te han invitado a Ritmo Café',
    greeting: (friend) => `Hola, ${friend}:`,
    neutralGreeting: 'Hola:',
    invited: (inviter) => `${inviter} te invita a pedir tu café en Ritmo Café: pide desde el móvil y recógelo sin esperar, o recibe café en grano en casa.`,
    neutralInvited: 'Te han invitado a pedir tu café en Ritmo Café: pide desde el móvil y recógelo sin esperar, o recibe café en grano en casa.',
    howTo: 'Entra con tu e-mail (sin contraseña, te enviamos un código) en este enlace:',
    button: 'Entrar en Ritmo Café',
    ignore: 'Si no conoces a quien te invita, ignora este mensaje: no te volveremos a escribir.',
  },
  en: {
    subject: (inviter) => `${inviter} invites you to Ritmo Café`,
    neutralSubject: 'You are invited to Ritmo Café',
    greeting: (friend) => `Hello ${friend},`,
    neutralGreeting: 'Hello,',
    invited: (inviter) =>
      `${inviter} invites you to order your coffee at Ritmo Café: order from your phone and pick it up without queuing, or get coffee beans delivered.`,
    neutralInvited: 'You are invited to order your coffee at Ritmo Café: order from your phone and pick it up without queuing, or get coffee beans delivered.',
    howTo: 'Sign in with your e-mail (no password, we send you a code) at this link:',
    button: 'Sign in to Ritmo Café',
    ignore: 'If you do not know who invited you, ignore this message: we will not write again.',
  },
  ca: {
    subject: (inviter) => `${inviter} et convida a Ritmo Café`,
    neutralSubject: 'T’han convidat a Ritmo Café',
    greeting: (friend) => `Hola, ${friend}:`,
    neutralGreeting: 'Hola:',
    invited: (inviter) =>
      `${inviter} et convida a demanar el teu café en Ritmo Café: demana’l des del mòbil i recull-lo sense esperar, o rep café en gra a casa.`,
    neutralInvited: 'T’han convidat a demanar el teu café en Ritmo Café: demana’l des del mòbil i recull-lo sense esperar, o rep café en gra a casa.',
    howTo: 'Entra amb el teu correu electrònic (sense contrasenya, t’enviem un codi) en este enllaç:',
    button: 'Entra en Ritmo Café',
    ignore: 'Si no coneixes qui et convida, no faces cas d’este missatge: no et tornarem a escriure.',
  },
};

/** The app's login with the friend's e-mail filled in (the login box reads `email`). */
export function invitationLink(publicUrl: string, friendEmail: string): string {
  return `${publicUrl}/#/user?email=${encodeURIComponent(friendEmail)}`;
}

/**
 * Friend invitation and referral: the one e-mail a friend gets, in the inviter's language,
 * naming the inviter and linking to the app's sign-in with the friend's e-mail ready. Both names are the
 * inviter's free text: they appear without links or markup, and the mail is worded without them when
 * nothing is left.
 */
export function invitationMail({ to, language, inviterName, friendName }: InvitationPayload, publicUrl: string): OutgoingMail {
  const t = TEXTS[language];
  const inviter = nameForMail(inviterName);
  const friend = nameForMail(friendName);
  const greeting = friend ? t.greeting(friend) : t.neutralGreeting;
  const invited = inviter ? t.invited(inviter) : t.neutralInvited;
  const link = invitationLink(publicUrl, to);
  const text = [greeting, '', invited, '', t.howTo, link, '', t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[language]}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(invited)}</p>
<p>${escapeHtml(t.howTo)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p style="color: #666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: inviter ? t.subject(inviter) : t.neutralSubject, text, html, code: null, link };
}
