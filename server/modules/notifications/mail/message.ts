/** A file sent with a message (the receipt's invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message ready to send; `code` and `link` are what it carries, kept apart for the demo outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
  link: string | null;
  attachments?: MailAttachment[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
