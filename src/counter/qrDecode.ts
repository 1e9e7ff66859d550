/** Reads QR codes from video frames: the browser's BarcodeDetector where it exists, else jsQR (loaded on first use). */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = { new (options: { formats: string[] }): DetectorLike; getSupportedFormats?: () => Promise<string[]> };

async function nativeDecoder(): Promise<FrameDecoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function jsQrDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!width || !height) return null;
    // A smaller frame decodes faster and a phone's QR fills enough of it.
    const scale = Math.min(1, 640 / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

export async function createFrameDecoder(): Promise<{ decode: FrameDecoder; engine: 'native' | 'jsqr' }> {
  const native = await nativeDecoder().catch(() => undefined);
  return native ? { decode: native, engine: 'native' } : { decode: await jsQrDecoder(), engine: 'jsqr' };
}
