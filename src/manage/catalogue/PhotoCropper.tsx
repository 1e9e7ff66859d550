import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cropFractions,
  initialSquare,
  MAX_ZOOM,
  MIN_ZOOM,
  moveSquare,
  screenToImage,
  zoomOf,
  zoomSquare,
  type CropFractions,
  type CropSquare,
  type ImageSize,
} from './crop';

interface CropperProps {
  file: File;
  busy: boolean;
  /** Sends the original file with the square as fractions, or without when the browser cannot show it. */
  onUse: (crop: CropFractions | null) => void;
  onCancel: () => void;
}

/**
 * The crop step: the chosen image with a square the manager drags (pointer), moves (arrow keys) and
 * zooms (slider). A photo the browser cannot decode (HEIC on most) is sent uncropped: the server
 * centre-crops it, and the step says so.
 */
export function PhotoCropper({ file, busy, onUse, onCancel }: CropperProps) {
  const { t } = useTranslation('manage');
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [undecodable, setUndecodable] = useState(false);
  const [square, setSquare] = useState<CropSquare | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const hintId = useId();
  const zoomId = useId();

  // Made and revoked by the effect (not during render): StrictMode's second mount gets a live URL.
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);

  const loaded = (image: HTMLImageElement) => {
    // naturalWidth/Height are those of the image as displayed: browsers apply its EXIF orientation.
    const shown = { width: image.naturalWidth, height: image.naturalHeight };
    if (shown.width === 0 || shown.height === 0) {
      setUndecodable(true);
      return;
    }
    setSize(shown);
    setSquare(initialSquare(shown));
  };

  const shownWidth = () => frame.current?.getBoundingClientRect().width ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = drag.current;
    if (!from || from.pointer !== event.pointerId || !size || !square) return;
    const dx = screenToImage(event.clientX - from.x, size, shownWidth());
    const dy = screenToImage(event.clientY - from.y, size, shownWidth());
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    setSquare((now) => now && moveSquare(now, size, dx, dy));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!size || !square) return;
    const step = (event.shiftKey ? 0.1 : 0.02) * Math.min(size.width, size.height);
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setSquare(moveSquare(square, size, move[0], move[1]));
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      setSquare(zoomSquare(square, size, zoomOf(square, size) + (event.key === '+' ? 0.25 : -0.25)));
    }
  };

  const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;
  return (
    <article className="catalogue-cropper" data-testid="photo-cropper">
      <header>
        <strong>{t('catalogue.photos.cropTitle')}</strong>
      </header>
      {undecodable ? (
        <p data-testid="photo-no-preview">{t('catalogue.photos.noPreview')}</p>
      ) : (
        <>
          <div className="catalogue-crop-frame" ref={frame}>
            {url && (
              <img
                src={url}
                alt={t('catalogue.photos.chosen')}
                onLoad={(event) => loaded(event.currentTarget)}
                onError={() => setUndecodable(true)}
                draggable={false}
              />
            )}
            {size && square && (
              <button
                type="button"
                className="catalogue-crop-square"
                style={{
                  left: percent(square.x, size.width),
                  top: percent(square.y, size.height),
                  width: percent(square.side, size.width),
                  height: percent(square.side, size.height),
                }}
                aria-label={t('catalogue.photos.square')}
                aria-describedby={hintId}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown}
                data-testid="photo-crop-square"
              />
            )}
          </div>
          <p id={hintId} className="catalogue-hint-line">
            {t('catalogue.photos.cropHint')}
          </p>
          {size && square && (
            <label htmlFor={zoomId}>
              {t('catalogue.photos.zoom')}
              <input
                id={zoomId}
                type="range"
                min={MIN_ZOOM}
                max={MAX_ZOOM}
                step={0.05}
                value={zoomOf(square, size)}
                onChange={(event) => setSquare(zoomSquare(square, size, Number(event.target.value)))}
                data-testid="photo-zoom"
              />
            </label>
          )}
        </>
      )}
      <footer className="catalogue-buttons">
        <button type="button" className="secondary outline" onClick={onCancel} disabled={busy}>
          {t('catalogue.cancel')}
        </button>
        <button
          type="button"
          aria-busy={busy}
          disabled={busy || (!undecodable && !(size && square))}
          onClick={() => onUse(size && square && !undecodable ? cropFractions(square, size) : null)}
          data-testid="photo-use"
        >
          {busy ? t('catalogue.photos.uploading') : t('catalogue.photos.use')}
        </button>
      </footer>
    </article>
  );
}
