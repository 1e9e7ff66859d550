// @vitest-environment node
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { firstY4mFrame, qrLumaFrame, y4mVideo } from '../../e2e/fakeCamera';

/** The luma as the RGBA image the decoder reads. */
function rgba({ width, height, luma }: { width: number; height: number; luma: Uint8Array }): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  luma.forEach((value, index) => pixels.set([value, value, value, 255], index * 4));
  return pixels;
}

// The fake camera of the scan-to-hand-over journey: a video made from the customer's QR text must read back as that text.
describe("the fake camera's QR video", () => {
  const text = JSON.stringify({ orderId: 1234, secret: '0123456789abcdef0123456789abcdef' });

  it('is a YUV4MPEG2 4:2:0 video of whole frames', () => {
    const video = y4mVideo(qrLumaFrame(text, 640, 480), 3);
    expect(video.subarray(0, 10).toString('ascii')).toBe('YUV4MPEG2 ');
    const header = video.subarray(0, video.indexOf(0x0a) + 1).length;
    expect(video.length).toBe(header + 3 * ('FRAME\n'.length + 640 * 480 * 1.5));
  });

  it('reads back, frame from the file, as the QR text', () => {
    const frame = firstY4mFrame(y4mVideo(qrLumaFrame(text)));
    const decoded = jsQR(rgba(frame), frame.width, frame.height);
    expect(decoded?.data).toBe(text);
  });

  it('reads back nothing when the frame is blank (the decoder can fail)', () => {
    const frame = qrLumaFrame(text);
    frame.luma.fill(200);
    expect(jsQR(rgba(frame), frame.width, frame.height)).toBeNull();
  });
});
