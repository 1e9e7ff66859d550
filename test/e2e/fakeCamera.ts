import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/** A grey image as Chromium's fake camera reads it: one luma byte a pixel, row by row. */
export type LumaFrame = { width: number; height: number; luma: Uint8Array };

const QUIET_ZONE_MODULES = 4;
const DARK = 16;
const LIGHT = 235;

/**
 * `text` as a QR code drawn into a `width`×`height` frame: dark modules on white, a 4-module quiet zone,
 * each module a whole number of pixels, centred on a light grey background (as a phone held up to a camera).
 */
export function qrLumaFrame(text: string, width = 640, height = 480): LumaFrame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + QUIET_ZONE_MODULES * 2;
  const scale = Math.floor((Math.min(width, height) * 0.9) / side);
  if (scale < 2) throw new Error(`A ${width}×${height} frame is too small for a QR code of ${modules.size} modules`);
  const left = Math.floor((width - side * scale) / 2);
  const top = Math.floor((height - side * scale) / 2);
  const luma = new Uint8Array(width * height).fill(200);
  for (let y = 0; y < side * scale; y += 1) {
    const row = Math.floor(y / scale) - QUIET_ZONE_MODULES;
    for (let x = 0; x < side * scale; x += 1) {
      const col = Math.floor(x / scale) - QUIET_ZONE_MODULES;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      luma[(top + y) * width + left + x] = inside && modules.get(row, col) ? DARK : LIGHT;
    }
  }
  return { width, height, luma };
}

/**
 * A YUV4MPEG2 video (4:2:0, the chroma neutral) repeating `frame` `count` times: what Chromium's
 * `--use-file-for-fake-video-capture` plays, in a loop, as the camera.
 */
export function y4mVideo(frame: LumaFrame, count = 10, fps = 10): Buffer {
  const { width, height, luma } = frame;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const parts: Buffer[] = [header];
  for (let index = 0; index < count; index += 1) parts.push(frameHeader, Buffer.from(luma), chroma);
  return Buffer.concat(parts);
}

/** Reads back the first frame's luma of a video made by y4mVideo (to check what the camera will show). */
export function firstY4mFrame(video: Buffer): LumaFrame {
  const headerEnd = video.indexOf(0x0a);
  const header = video.subarray(0, headerEnd).toString('ascii');
  const width = Number(/ W(\d+)/.exec(header)?.[1]);
  const height = Number(/ H(\d+)/.exec(header)?.[1]);
  const frameStart = video.indexOf(0x0a, headerEnd + 1) + 1;
  if (!header.startsWith('YUV4MPEG2 ') || !width || !height || video.subarray(headerEnd + 1, frameStart).toString('ascii') !== 'FRAME\n') {
    throw new Error('Not a YUV4MPEG2 video');
  }
  return { width, height, luma: new Uint8Array(video.subarray(frameStart, frameStart + width * height)) };
}

/** Writes the fake camera's video showing `text` as a QR code; its path goes to Chromium's flag. */
export function writeQrVideo(file: string, text: string): string {
  writeFileSync(file, y4mVideo(qrLumaFrame(text)));
  return file;
}

/** Chromium flags that give pages a camera playing `videoFile`, allowed without asking. */
export function fakeCameraArgs(videoFile: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${videoFile}`];
}
