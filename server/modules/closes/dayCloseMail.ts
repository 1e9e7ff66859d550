import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/connect';
import { dayCloses, locations } from '../../platform/db/schema';
import { escapeHtml, type OutgoingMail } from '../notifications/mail/message';
import type { DayClosePayload } from '../notifications/mail/queuedMail';
import { closeLines } from './closeLines';
import { closePdf } from './closePdf';
import { closeTextsOf } from './closeTexts';
import { closeOf } from './readCloses';

/** An owner's day-close mail, from the close as stored now: every line in the body, the PDF attached. */
export async function dayCloseMail(db: Database, payload: DayClosePayload): Promise<OutgoingMail> {
  const close = await closeOf(db, payload.closeId);
  const [shop] = await db
    .select({ timeZone: locations.timeZone, name: locations.name })
    .from(dayCloses)
    .innerJoin(locations, eq(locations.id, dayCloses.locationId))
    .where(eq(dayCloses.id, payload.closeId));
  const timeZone = shop?.timeZone ?? 'Europe/Madrid';
  const t = closeTextsOf(payload.language);
  const shopName = shop?.name[payload.language] ?? close.shop;
  const lines = closeLines(close, payload.language, timeZone);
  const text = [t.intro(shopName, close.date), '', ...lines.map((line) => (line.amount ? `${line.text}: ${line.amount}` : line.text))].join('\n');
  const html = [
    `<p>${escapeHtml(t.intro(shopName, close.date))}</p>`,
    ...lines.map((line) =>
      line.heading
        ? `<h3>${escapeHtml(line.text)}</h3>`
        : `<div>${escapeHtml(line.text)}${line.amount ? ` <strong>${escapeHtml(line.amount)}</strong>` : ''}</div>`,
    ),
  ].join('\n');
  return {
    to: payload.to,
    subject: t.subject(close.shop.toUpperCase(), close.date),
    text,
    html,
    code: null,
    link: null,
    attachments: [{ filename: `cierre-${close.shop}-${close.date}.pdf`, contentType: 'application/pdf', content: closePdf(close, payload.language, timeZone) }],
  };
}
