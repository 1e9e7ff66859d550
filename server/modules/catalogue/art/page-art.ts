import { INK, type Palette } from './palette';

interface PageArt {
  hue: number;
  draw: (palette: Palette) => string;
}

function legal(p: Palette): string {
  return (
    `<rect x="56" y="34" width="88" height="122" rx="6" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M70 56h60M70 72h60M70 88h44M70 104h52" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="124" cy="134" r="18" fill="${p.main}"/>` +
    `<path d="M114 150l-4 16 14-6 14 6-4-16" fill="${p.dark}"/>` +
    `<circle cx="124" cy="134" r="9" fill="none" stroke="${INK.white}" stroke-width="3"/>`
  );
}

function privacy(p: Palette): string {
  return (
    `<path d="M100 30l52 18v38c0 36-24 60-52 72-28-12-52-36-52-72V48z" fill="${p.main}"/>` +
    `<path d="M100 42l40 14v30c0 28-18 48-40 58z" fill="${p.dark}" opacity=".35"/>` +
    `<rect x="80" y="92" width="40" height="34" rx="5" fill="${INK.white}"/>` +
    `<path d="M88 92v-10a12 12 0 0 1 24 0v10" stroke="${INK.white}" stroke-width="6" fill="none"/>` +
    `<circle cx="100" cy="106" r="5" fill="${p.dark}"/><path d="M100 108v10" stroke="${p.dark}" stroke-width="4"/>`
  );
}

function cookies(p: Palette): string {
  return (
    `<path d="M148 100a48 48 0 1 1-38-47 12 12 0 0 0 14 14 12 12 0 0 0 17 17 12 12 0 0 0 7 16z" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    `<g fill="${INK.coffee}"><circle cx="84" cy="82" r="6"/><circle cx="112" cy="100" r="5"/><circle cx="80" cy="118" r="7"/><circle cx="108" cy="132" r="5"/><circle cx="126" cy="122" r="4"/></g>` +
    `<circle cx="150" cy="56" r="9" fill="${p.main}"/><circle cx="164" cy="78" r="5" fill="${p.main}"/>`
  );
}

function about(p: Palette): string {
  return (
    `<rect x="40" y="72" width="120" height="86" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M34 52h132l-6 24H40z" fill="${p.main}"/>` +
    `<path d="M40 76q11 12 22 0q11 12 22 0q11 12 22 0q11 12 22 0q11 12 22 0q9 12 10 0" fill="${p.main}"/>` +
    `<path d="M62 52l-4 24M90 52l-2 24M112 52l2 24M140 52l4 24" stroke="${p.light}" stroke-width="6"/>` +
    `<rect x="52" y="100" width="44" height="36" rx="3" fill="${p.light}"/>` +
    `<rect x="110" y="100" width="36" height="58" rx="3" fill="${p.dark}"/>` +
    `<path d="M62 116h20l-3 12h-14z" fill="${INK.white}"/><path d="M82 118c6 0 6 8 0 8" stroke="${INK.white}" stroke-width="3" fill="none"/>`
  );
}

function address(p: Palette): string {
  return (
    `<path d="M30 60l46-14 48 14 46-14v100l-46 14-48-14-46 14z" fill="${INK.white}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M76 46v100M124 60v100" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M40 110c30-10 50 20 80 0s40-10 44-8" stroke="${p.light}" stroke-width="6" fill="none" stroke-dasharray="2 8" stroke-linecap="round"/>` +
    `<path d="M100 130c-20-24-28-38-28-52a28 28 0 0 1 56 0c0 14-8 28-28 52z" fill="${p.main}"/>` +
    `<circle cx="100" cy="78" r="11" fill="${INK.white}"/>`
  );
}

function allergens(p: Palette): string {
  return (
    `<circle cx="62" cy="78" r="28" fill="${INK.white}" stroke="${p.main}" stroke-width="4"/>` +
    `<path d="M62 100V60" stroke="${INK.crust}" stroke-width="3"/>` +
    `<g fill="${INK.bread}"><ellipse cx="55" cy="66" rx="5" ry="8" transform="rotate(-30 55 66)"/><ellipse cx="69" cy="66" rx="5" ry="8" transform="rotate(30 69 66)"/><ellipse cx="55" cy="80" rx="5" ry="8" transform="rotate(-30 55 80)"/><ellipse cx="69" cy="80" rx="5" ry="8" transform="rotate(30 69 80)"/><ellipse cx="62" cy="56" rx="4" ry="7"/></g>` +
    `<circle cx="138" cy="78" r="28" fill="${INK.white}" stroke="${p.main}" stroke-width="4"/>` +
    `<path d="M138 58c-12 16-16 24-16 30a16 16 0 0 0 32 0c0-6-4-14-16-30z" fill="#cfe3f2"/>` +
    `<circle cx="100" cy="130" r="28" fill="${INK.white}" stroke="${p.main}" stroke-width="4"/>` +
    `<path d="M100 112c14 0 16 12 16 18 0 10-8 16-16 16s-16-6-16-16c0-6 2-18 16-18z" fill="${INK.wood}"/>` +
    `<path d="M86 122h28" stroke="${INK.crust}" stroke-width="3"/>`
  );
}

/** Pictures of the content pages, by page name. */
export const pageArt: Record<string, PageArt> = {
  legal: { hue: 215, draw: legal },
  privacy: { hue: 160, draw: privacy },
  cookies: { hue: 30, draw: cookies },
  about: { hue: 12, draw: about },
  address: { hue: 195, draw: address },
  allergens: { hue: 95, draw: allergens },
};
