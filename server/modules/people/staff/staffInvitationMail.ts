import type { Language } from '../../../../src/api/contract';
import { escapeHtml, type OutgoingMail } from '../../notifications/mail/message';
import { nameForMail } from '../../notifications/mail/nameForMail';
import type { StaffInvitationPayload } from '../../notifications/mail/queuedMail';
import { DOCUMENT_LANGUAGE_TAGS } from '../../../../src/domain/text/language';

/** How long the sign-in code an invitation carries stays valid. */
export const INVITATION_CODE_DAYS = 7;

const ROLE_NAMES: Record<Language, Record<StaffInvitationPayload['role'], string>> = {
  es: { owner: 'propietario/a', manager: 'encargado/a', barista: 'barista' },
  en: { owner: 'owner', manager: 'manager', barista: 'barista' },
  ca: { owner: 'propietari/ària', manager: 'encarregat/ada', barista: 'barista' },
};

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    neutralGreeting: string;
    invited: (role: string) => string;
    button: string;
    validity: (days: number) => string;
    ignore: string;
  }
> = {
  es: {
    subject: 'Te damos acceso al equipo de Ritmo Café',
    greeting: (name) => `Hola, ${name}:`,
    neutralGreeting: 'Hola:',
    invited: (role) => `Te hemos dado acceso como ${role} de Ritmo Café. Este enlace te deja dentro, sin contraseña:`,
    button: 'Entrar',
    validity: (days) => `El enlace vale ${days} días y sirve una sola vez; después, entra con tu e-mail y el código que te enviamos.`,
    ignore: 'Si no esperabas este mensaje, ignóralo.',
  },
  en: {
    subject: 'You have access to the Ritmo Café team',
    greeting: (name) => `Hello ${name},`,
    neutralGreeting: 'Hello,',
    invited: (role) => `You have been given access as ${role} at Ritmo Café. This link signs you in, no password needed:`,
    button: 'Sign in',
    validity: (days) => `The link is valid for ${days} days and works once; after that, sign in with your e-mail and the code we send you.`,
    ignore: 'If you did not expect this message, ignore it.',
  },
  ca: {
    subject: 'Et donem accés a l’equip de Ritmo Café',
    greeting: (name) => `Hola, ${name}:`,
    neutralGreeting: 'Hola:',
    invited: (role) => `T’hem donat accés com a ${role} de Ritmo Café. Este enllaç et deixa dins, sense contrasenya:`,
    button: 'Entra',
    validity: (days) => `L’enllaç val ${days} dies i servix una sola vegada; després, entra amb el teu correu i el codi que t’enviem.`,
    ignore: 'Si no esperaves este missatge, no en faces cas.',
  },
};

/** Where the invitation signs the member in: the back office for owners and managers, the counter for baristas. */
export function staffInvitationLink(publicUrl: string, { to, role, code }: Pick<StaffInvitationPayload, 'to' | 'role' | 'code'>): string {
  const app = role === 'barista' ? 'counter' : 'manage';
  return `${publicUrl}/${app}/#/?email=${encodeURIComponent(to)}&code=${encodeURIComponent(code)}`;
}

/** The mail a new member of staff gets: a link carrying a sign-in code, in the inviter's language. */
export function staffInvitationMail(payload: StaffInvitationPayload, publicUrl: string): OutgoingMail {
  const t = TEXTS[payload.language];
  const name = nameForMail(payload.name);
  const greeting = name ? t.greeting(name) : t.neutralGreeting;
  const invited = t.invited(ROLE_NAMES[payload.language][payload.role]);
  const link = staffInvitationLink(publicUrl, payload);
  const validity = t.validity(INVITATION_CODE_DAYS);
  const text = [greeting, '', invited, '', link, '', validity, '', t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${DOCUMENT_LANGUAGE_TAGS[payload.language]}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(invited)}</p>
<p><a href="${escapeHtml(link)}" style="font-weight: bold">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(validity)}</p>
<p style="color: #666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: payload.to, subject: t.subject, text, html, code: payload.code, link };
}
