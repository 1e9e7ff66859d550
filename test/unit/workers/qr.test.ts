import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expose, wrap } from 'comlink';
import QRCode from 'qrcode';
import { BrandMark } from '../../../src/ui/BrandMark';
import { CUP_LOGO } from '../../../src/customer/shared/qr/cupLogo';
import { QR_LOGO, qrApi, qrSvg, type QrApi } from '../../../workers/qr';

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('pick-up QR (spec §9)', () => {
  it('is a valid 150 px SVG with a 50 px logo in the centre', () => {
    const doc = parse(qrSvg('{"orderId":12,"orderCode":"VA01-000012"}', 'Order 12'));
    const svg = doc.documentElement;
    expect(svg.getAttribute('width')).toBe('150');
    expect(svg.getAttribute('height')).toBe('150');
    const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const logo = doc.querySelector('g.qr-logo');
    const [, tx, , scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(logo?.getAttribute('transform') ?? '') ?? [];
    // 64 logo units × scale, in a viewBox of `side` units drawn at 150 px.
    expect((64 * Number(scale) * 150) / side).toBeCloseTo(50, 5);
    expect(Number(tx) + (64 * Number(scale)) / 2).toBeCloseTo(side / 2, 5);
  });

  it('draws exactly the dark modules of an error-correction-H code', () => {
    const text = 'VA01-000012';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const path = parse(qrSvg(text)).querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(Number(parse(qrSvg(text)).documentElement.getAttribute('viewBox')?.split(' ')[2])).toBe(modules.size + 4);
  });

  it('answers over the Comlink contract', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(qrApi, port1);
    const remote = wrap<QrApi>(port2);
    const svg = await remote.qrSvg('VA01-000001');
    expect(svg.startsWith('<svg')).toBe(true);
    port1.close();
    port2.close();
  });
});

describe('cup logo', () => {
  it('is one drawing: the QR logo, the shell mark and public/favicon.svg share its shapes', () => {
    const favicon = readFileSync('public/favicon.svg', 'utf8');
    const shapes = [...QR_LOGO.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
    expect(shapes).toHaveLength(3);
    for (const d of shapes) expect(favicon).toContain(d);
    expect(qrSvg('VA01-000001')).toContain(QR_LOGO);
    // The shell's mark stays JSX (the first load's bytes): it draws exactly this markup.
    const mark = renderToStaticMarkup(createElement(BrandMark)).replace(/><\/(rect|path)>/g, '/>');
    expect(mark).toContain(CUP_LOGO);
  });
});
