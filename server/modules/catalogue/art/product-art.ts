import type { SeedProduct } from '../../../platform/db/seed/types';
import { INK, type Palette } from './palette';

const steam = `<path d="M88 60c-8-10 8-16 0-28M104 56c-8-10 8-16 0-28M120 60c-8-10 8-16 0-28" stroke="${INK.white}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`;

function cup(p: Palette): string {
  return (
    `<ellipse cx="100" cy="158" rx="64" ry="11" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M146 102c26-2 26 32-4 30" stroke="${p.main}" stroke-width="9" fill="none"/>` +
    `<path d="M50 92h100l-8 40c-4 18-22 22-42 22s-38-4-42-22z" fill="${p.main}"/>` +
    `<path d="M58 112h84" stroke="${p.light}" stroke-width="5" opacity=".7"/>` +
    `<ellipse cx="100" cy="92" rx="50" ry="10" fill="${p.dark}"/>` +
    `<ellipse cx="100" cy="93" rx="43" ry="7" fill="${INK.crema}"/>` +
    `<path d="M100 98c-12-6-10-12-4-12 2 0 4 2 4 4 0-2 2-4 4-4 6 0 8 6-4 12z" fill="${INK.foam}"/>` +
    steam
  );
}

function glass(p: Palette): string {
  return (
    `<path d="M120 42l-10 30" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M66 62h68l-8 96H74z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M70 104h60l-4 54H74z" fill="${INK.coffee}"/>` +
    `<path d="M68 80h64l-2 24H70z" fill="${INK.foam}"/>` +
    `<path d="M70 104c20 8 40-8 60 0" stroke="${INK.crema}" stroke-width="6" fill="none"/>` +
    `<rect x="80" y="112" width="18" height="18" rx="4" fill="${INK.white}" opacity=".45" transform="rotate(12 89 121)"/>` +
    `<rect x="102" y="126" width="16" height="16" rx="4" fill="${INK.white}" opacity=".4" transform="rotate(-10 110 134)"/>` +
    `<path d="M66 62h68" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>`
  );
}

function bag(p: Palette): string {
  return (
    `<path d="M58 50h84l6 108H52z" fill="${p.main}"/>` +
    `<path d="M58 50h84l-4 14H62z" fill="${p.dark}"/>` +
    `<path d="M58 50l6-10h72l6 10" fill="${p.dark}"/>` +
    `<path d="M58 58l-6 100M142 58l6 100" stroke="${p.dark}" stroke-width="3" opacity=".5"/>` +
    `<rect x="66" y="84" width="68" height="54" rx="6" fill="${INK.white}"/>` +
    `<ellipse cx="100" cy="111" rx="15" ry="20" fill="${INK.coffee}" transform="rotate(25 100 111)"/>` +
    `<path d="M94 94c12 8-4 26 8 34" stroke="${INK.crema}" stroke-width="3.5" fill="none"/>` +
    `<circle cx="122" cy="72" r="5" fill="${p.light}"/>`
  );
}

type ProductArt = NonNullable<SeedProduct['art']>;
type PastryShape = NonNullable<ProductArt['shape']>;

const plate = (p: Palette) => `<ellipse cx="100" cy="154" rx="70" ry="13" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>`;

function croissant(p: Palette): string {
  return (
    `<g stroke="${INK.crust}" stroke-width="3">` +
    `<ellipse cx="52" cy="128" rx="16" ry="10" fill="${INK.bread}" transform="rotate(-40 52 128)"/>` +
    `<ellipse cx="148" cy="128" rx="16" ry="10" fill="${INK.bread}" transform="rotate(40 148 128)"/>` +
    `<ellipse cx="70" cy="112" rx="20" ry="16" fill="${INK.bread}" transform="rotate(-25 70 112)"/>` +
    `<ellipse cx="130" cy="112" rx="20" ry="16" fill="${INK.bread}" transform="rotate(25 130 112)"/>` +
    `<ellipse cx="100" cy="106" rx="24" ry="22" fill="${INK.bread}"/></g>` +
    `<path d="M88 92c6 10 6 20 0 30M112 92c-6 10-6 20 0 30" stroke="${INK.crust}" stroke-width="3" fill="none" opacity=".7"/>` +
    `<path d="M86 98l28 0" stroke="${p.light}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`
  );
}

function slice(p: Palette): string {
  return (
    `<path d="M146 90l12 26v32l-12-24z" fill="${INK.crust}"/>` +
    `<path d="M42 116h116v32H42z" fill="#f2d9a6" stroke="${INK.crust}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M42 140h116v8H42z" fill="${INK.crust}"/>` +
    `<path d="M42 126h116" stroke="${p.light}" stroke-width="5"/>` +
    `<path d="M42 116l104-26 12 26z" fill="${INK.white}" stroke="${INK.crust}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M50 116c10 8 14 0 22 6s12-6 20 0 12-6 20 0 14-6 22 0 12-4 22-6" stroke="${p.main}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="128" cy="100" r="7" fill="${p.main}"/>`
  );
}

function muffin(p: Palette): string {
  return (
    `<path d="M64 118h72l-8 40H72z" fill="${p.main}"/>` +
    `<path d="M76 120l3 36M90 120l1 36M110 120l-1 36M124 120l-3 36" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M58 122c0-44 84-44 84 0z" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    `<path d="M74 104l4-2M94 96l4-2M112 100l4-2M124 110l4-2M86 112l4-2" stroke="${INK.white}" stroke-width="4" stroke-linecap="round"/>`
  );
}

function cookie(p: Palette): string {
  const chunks = (cx: number, cy: number) =>
    `<g fill="${INK.coffee}"><circle cx="${cx - 18}" cy="${cy - 6}" r="5"/><circle cx="${cx + 8}" cy="${cy - 10}" r="4"/><circle cx="${cx + 20}" cy="${cy + 4}" r="5"/><circle cx="${cx - 4}" cy="${cy + 8}" r="4"/></g>` +
    `<circle cx="${cx - 6}" cy="${cy - 2}" r="4" fill="${p.main}"/>`;
  return (
    `<ellipse cx="114" cy="116" rx="42" ry="26" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    chunks(114, 112) +
    `<ellipse cx="88" cy="134" rx="42" ry="26" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    chunks(88, 132)
  );
}

const pastryShapes: Record<PastryShape, (palette: Palette) => string> = { croissant, slice, muffin, cookie };

function pastry(p: Palette, art: ProductArt): string {
  return plate(p) + pastryShapes[art.shape ?? 'croissant'](p);
}

function teapot(p: Palette): string {
  return (
    `<path d="M56 112c-20-4-26-24-32-30 14 2 20 16 34 18" fill="${p.main}"/>` +
    `<path d="M142 102c22-6 26 34 0 38" stroke="${p.dark}" stroke-width="8" fill="none"/>` +
    `<ellipse cx="100" cy="122" rx="46" ry="38" fill="${p.main}"/>` +
    `<path d="M58 132c24 10 60 10 84 0" stroke="${p.light}" stroke-width="5" fill="none" opacity=".7"/>` +
    `<ellipse cx="100" cy="86" rx="26" ry="7" fill="${p.dark}"/>` +
    `<circle cx="100" cy="76" r="7" fill="${p.dark}"/>` +
    `<path d="M70 158h60" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M120 112c-2-12 10-14 10-4" stroke="${INK.white}" stroke-width="4" fill="none" opacity=".6"/>`
  );
}

function bottle(p: Palette): string {
  return (
    `<rect x="86" y="30" width="28" height="16" rx="3" fill="${p.dark}"/>` +
    `<path d="M88 46h24v16c16 8 20 18 20 30v62c0 4-4 6-8 6H76c-4 0-8-2-8-6V92c0-12 4-22 20-30z" fill="${INK.glass}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M70 96h60v58c0 3-3 4-6 4H76c-3 0-6-1-6-4z" fill="${INK.coffee}"/>` +
    `<rect x="70" y="108" width="60" height="34" fill="${p.main}"/>` +
    `<circle cx="100" cy="125" r="10" fill="${INK.white}"/>` +
    `<ellipse cx="100" cy="125" rx="4" ry="6" fill="${INK.coffee}"/>` +
    `<path d="M78 70c-2 10-2 20 0 24" stroke="${INK.white}" stroke-width="4" opacity=".6" fill="none"/>`
  );
}

function mug(p: Palette): string {
  return (
    `<path d="M136 86c34-4 34 52 0 48" stroke="${p.dark}" stroke-width="10" fill="none"/>` +
    `<rect x="58" y="70" width="84" height="90" rx="10" fill="${p.main}"/>` +
    `<rect x="58" y="100" width="84" height="16" fill="${p.light}"/>` +
    `<ellipse cx="100" cy="72" rx="42" ry="8" fill="${p.dark}"/>` +
    `<ellipse cx="100" cy="73" rx="36" ry="5" fill="${INK.coffee}"/>` +
    `<path d="M68 130v18" stroke="${INK.white}" stroke-width="5" stroke-linecap="round" opacity=".5"/>` +
    steam
  );
}

function sandwich(p: Palette): string {
  return (
    `<ellipse cx="100" cy="154" rx="72" ry="12" fill="${INK.white}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M34 136h132c0 10-8 14-16 14H50c-8 0-16-4-16-14z" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    `<path d="M36 134c10-10 20 6 30-4s20 6 30-4 20 6 30-4 20 6 32-2" stroke="#6aa84f" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 122h120" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="66" cy="112" r="9" fill="#d8453b"/><circle cx="100" cy="112" r="9" fill="#d8453b"/><circle cx="134" cy="112" r="9" fill="#d8453b"/>` +
    `<path d="M34 108c0-30 132-30 132 0z" fill="${INK.bread}" stroke="${INK.crust}" stroke-width="3"/>` +
    `<path d="M62 92l10 6M92 86l10 6M122 90l10 6" stroke="${INK.crust}" stroke-width="3" stroke-linecap="round"/>`
  );
}

const drawers: Record<ProductArt['motif'], (palette: Palette, art: ProductArt) => string> = {
  cup,
  glass,
  bag,
  pastry,
  teapot,
  bottle,
  mug,
  sandwich,
};

/** The flat illustration of a product's motif in its palette. */
export function drawProduct(art: ProductArt, palette: Palette): string {
  return drawers[art.motif](palette, art);
}
