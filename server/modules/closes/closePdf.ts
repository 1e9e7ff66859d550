import { jsPDF } from 'jspdf';
import type { Language } from '../../../src/api/contract';
import type { DayClose } from '../../../src/api/contract/manage/closes';
import { closeLines } from './closeLines';

const PAGE = { width: 595, height: 842 };
const MARGIN = 40;
const STEP = 15;

/** Text the built-in Helvetica prints: the euro sign in its WinAnsi place, anything else outside Latin-1 as '?'. */
function printable(text: string): string {
  return Array.from(text.replace(/\u202f|\u00a0/g, ' '), (char) =>
    char === '€' ? '\x80' : char === '–' ? '\x96' : char.codePointAt(0)! <= 0xff ? char : '?',
  ).join('');
}

/** The close as an A4 PDF, in the reader's language. */
export function closePdf(close: DayClose, language: Language, timeZone: string): Buffer {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: `${close.shop} ${close.date}` });
  let y = MARGIN;
  for (const line of closeLines(close, language, timeZone)) {
    if (y > PAGE.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    if (line.heading) y += STEP / 2;
    doc.setFont('helvetica', line.heading ? 'bold' : 'normal');
    doc.setFontSize(line.heading ? 12 : 10);
    doc.text(printable(line.text), MARGIN, y, { maxWidth: PAGE.width - MARGIN * 2 - 90 });
    if (line.amount) doc.text(printable(line.amount), PAGE.width - MARGIN, y, { align: 'right' });
    y += STEP;
  }
  return Buffer.from(doc.output('arraybuffer'));
}
