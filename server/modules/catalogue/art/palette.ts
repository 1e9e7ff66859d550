/** Colours derived from one hue, so every picture of a product shares its own tint. */
export interface Palette {
  background: string;
  backgroundAccent: string;
  main: string;
  dark: string;
  light: string;
}

export type Variant = 1 | 2 | 3;

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;
}

/** Variant 1 is the catalogue photo; 2 and 3 are the gallery's other "shots" with other backgrounds. */
export function paletteFor(hue: number, variant: Variant = 1): Palette {
  const backgroundHue = variant === 2 ? hue + 40 : variant === 3 ? hue + 180 : hue;
  const backgroundLightness = variant === 3 ? 84 : 92;
  return {
    background: hsl(backgroundHue, 48, backgroundLightness),
    backgroundAccent: hsl(backgroundHue, 42, backgroundLightness - 9),
    main: hsl(hue, 58, 46),
    dark: hsl(hue, 48, 28),
    light: hsl(hue, 62, 76),
  };
}

/** Fixed colours of the things themselves (coffee, crema, milk, bread…). */
export const INK = {
  coffee: '#4a2a1a',
  crema: '#c58f58',
  foam: '#f6ead8',
  white: '#fffdf8',
  steel: '#9aa3ab',
  steelDark: '#5d666e',
  glass: 'rgba(255,255,255,0.55)',
  bread: '#d9a35b',
  crust: '#a8672c',
  shadow: 'rgba(60,35,20,0.16)',
  wood: '#9a6a3c',
} as const;
