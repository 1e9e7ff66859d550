import type { SeedRecipe } from '../../../platform/db/seed/types';
import { INK, type Palette } from './palette';

type RecipeMotif = NonNullable<SeedRecipe['art']>['motif'];

const drip = `<path d="M100 112v10" stroke="${INK.coffee}" stroke-width="4" stroke-linecap="round"/>`;

function v60(p: Palette): string {
  return (
    `<path d="M64 122h72l6 36H58z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M61 140h78l3 18H58z" fill="${INK.coffee}"/>` +
    drip +
    `<rect x="74" y="104" width="52" height="8" rx="3" fill="${p.dark}"/>` +
    `<path d="M52 50h96l-34 56H86z" fill="${p.main}"/>` +
    `<path d="M80 58l12 40M100 58v42M120 58l-12 40" stroke="${p.light}" stroke-width="3" opacity=".8"/>` +
    `<path d="M146 60c14 0 14 20-4 22" stroke="${p.main}" stroke-width="6" fill="none"/>` +
    `<ellipse cx="100" cy="50" rx="48" ry="6" fill="${p.dark}"/>`
  );
}

function chemex(p: Palette): string {
  return (
    `<path d="M64 36h72l-26 64 34 58H56l34-58z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M66 152l26-46h16l26 46z" fill="${INK.coffee}"/>` +
    `<path d="M72 40h56l-22 54h-12z" fill="${INK.white}" opacity=".85"/>` +
    `<path d="M86 84h28l-6 26h-16z" fill="${INK.wood}"/>` +
    `<path d="M100 96l-8 20M100 96l8 20" stroke="${p.main}" stroke-width="3"/>` +
    `<circle cx="100" cy="96" r="4" fill="${p.main}"/>`
  );
}

function aeropress(p: Palette): string {
  return (
    `<path d="M62 120h76l-6 38H68z" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M138 128c16 0 14 22-4 22" stroke="${p.dark}" stroke-width="5" fill="none"/>` +
    `<rect x="64" y="112" width="72" height="8" rx="3" fill="${p.dark}"/>` +
    `<rect x="76" y="56" width="48" height="58" rx="4" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3"/>` +
    `<rect x="79" y="84" width="42" height="28" fill="${INK.coffee}"/>` +
    `<rect x="82" y="30" width="36" height="40" rx="3" fill="${p.main}"/>` +
    `<rect x="76" y="26" width="48" height="8" rx="3" fill="${p.dark}"/>` +
    `<path d="M84 66v10M92 66v10" stroke="${p.light}" stroke-width="3"/>`
  );
}

function moka(p: Palette): string {
  return (
    `<path d="M72 102h56l8 56H64z" fill="${INK.steel}" stroke="${INK.steelDark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M80 102v56M120 102v56" stroke="${INK.white}" stroke-width="3" opacity=".5"/>` +
    `<rect x="70" y="94" width="60" height="10" rx="2" fill="${INK.steelDark}"/>` +
    `<path d="M76 94l-6-46h60l-6 46z" fill="${INK.steel}" stroke="${INK.steelDark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M70 48l-12 12 12 2" fill="${INK.steel}" stroke="${INK.steelDark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M66 42h68l-6 8H72z" fill="${INK.steelDark}"/>` +
    `<circle cx="100" cy="36" r="6" fill="${p.dark}"/>` +
    `<path d="M130 56h12c8 0 8 30 0 30h-14" stroke="${p.dark}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<path d="M56 46c-6-8 6-12 0-20" stroke="${INK.white}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M92 60h16" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>`
  );
}

function frenchPress(p: Palette): string {
  return (
    `<path d="M100 22v36" stroke="${INK.steelDark}" stroke-width="4"/>` +
    `<circle cx="100" cy="20" r="7" fill="${p.dark}"/>` +
    `<rect x="66" y="54" width="68" height="10" rx="3" fill="${INK.steelDark}"/>` +
    `<rect x="70" y="64" width="60" height="92" rx="4" fill="${INK.glass}" stroke="${INK.steelDark}" stroke-width="3"/>` +
    `<rect x="73" y="84" width="54" height="70" fill="${INK.coffee}"/>` +
    `<rect x="73" y="80" width="54" height="6" fill="${INK.crema}"/>` +
    `<path d="M130 72h10c10 0 10 68 0 68h-10" stroke="${p.main}" stroke-width="9" fill="none"/>` +
    `<path d="M66 156h68M70 100h60M70 130h60" stroke="${INK.steelDark}" stroke-width="4" opacity=".7"/>`
  );
}

function dessert(p: Palette): string {
  return (
    `<path d="M58 86h84l-10 70H68z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M61 104h78l-2 14H63z" fill="${INK.coffee}"/>` +
    `<path d="M63 118h74l-3 18H66z" fill="${INK.foam}"/>` +
    `<path d="M66 136h68l-2 20H68z" fill="${INK.crema}"/>` +
    `<path d="M60 88h80l-2 16H62z" fill="${INK.foam}"/>` +
    `<circle cx="100" cy="74" r="22" fill="${p.light}"/>` +
    `<path d="M80 80c10 8 30 8 40-4" stroke="${INK.coffee}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M84 64l4 2M108 60l4 2M98 70l4 2" stroke="${p.dark}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M124 56l18-22" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function cocktail(p: Palette): string {
  return (
    `<path d="M100 104v48M78 156h44" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50 50h100l-50 56z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M58 58h84l-42 46z" fill="${INK.coffee}"/>` +
    `<path d="M58 58h84l-6 7H64z" fill="${INK.crema}"/>` +
    `<g fill="${p.main}"><ellipse cx="88" cy="58" rx="6" ry="4"/><ellipse cx="100" cy="56" rx="6" ry="4"/><ellipse cx="112" cy="58" rx="6" ry="4"/></g>` +
    `<path d="M140 30l-16 40" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>`
  );
}

const drawers: Record<RecipeMotif, (palette: Palette) => string> = {
  v60,
  chemex,
  aeropress,
  moka,
  frenchpress: frenchPress,
  dessert,
  cocktail,
};

/** The flat illustration of a recipe motif (a brewer, a dessert or a cocktail). */
export function drawRecipe(motif: RecipeMotif, palette: Palette): string {
  return drawers[motif](palette);
}
