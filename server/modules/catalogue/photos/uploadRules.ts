/** The largest photo file the back office accepts. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** A photo must fill the 500 px rendition without being enlarged from less. */
export const PHOTO_MIN_SIDE = 500;
/** Beyond this, a file is refused before it is decoded: a small file can claim a huge canvas. */
export const PHOTO_MAX_PIXELS = 50_000_000;
