import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that, when it cannot load (offline, never cached), gives way to the same neutral square the
 * photo shows while loading, instead of the browser's broken-image icon with the alt text drawn over
 * whatever sits on the photo. A server-rendered image may fail before the app starts, so the image is
 * also checked when it mounts.
 */
export function Photo({ alt, className, ...image }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [missing, setMissing] = useState(false);
  const checkMounted = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.currentSrc !== '' && element.naturalWidth === 0) setMissing(true);
  }, []);
  if (missing) {
    return (
      <span
        className={className ? `photo-missing ${className}` : 'photo-missing'}
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return <img {...image} alt={alt} className={className} ref={checkMounted} onError={() => setMissing(true)} />;
}
