import type { SeedCity } from '../types';

type CityRow = [code: string, name: string];

/** Main municipalities (INE five-digit codes; the first two digits are the province). */
const rows: CityRow[] = [
  // 46 Valencia/València
  ['46250', 'València'],
  ['46244', 'Torrent'],
  ['46190', 'Paterna'],
  ['46220', 'Sagunt/Sagunto'],
  ['46131', 'Gandia'],
  ['46017', 'Alzira'],
  ['46145', 'Xàtiva'],
  ['46184', 'Ontinyent'],
  ['46147', 'Llíria'],
  ['46083', 'Carcaixent'],
  // 28 Madrid
  ['28079', 'Madrid'],
  ['28092', 'Móstoles'],
  ['28005', 'Alcalá de Henares'],
  ['28058', 'Fuenlabrada'],
  ['28074', 'Leganés'],
  ['28065', 'Getafe'],
  ['28007', 'Alcorcón'],
  ['28148', 'Torrejón de Ardoz'],
  // 08 Barcelona
  ['08019', 'Barcelona'],
  ['08101', "L'Hospitalet de Llobregat"],
  ['08015', 'Badalona'],
  ['08279', 'Terrassa'],
  ['08187', 'Sabadell'],
  ['08121', 'Mataró'],
  ['08245', 'Santa Coloma de Gramenet'],
  // 03 Alicante/Alacant
  ['03014', 'Alicante/Alacant'],
  ['03065', 'Elche/Elx'],
  ['03099', 'Orihuela'],
  ['03031', 'Benidorm'],
  ['03009', 'Alcoy/Alcoi'],
  ['03066', 'Elda'],
  ['03063', 'Dénia'],
  ['03140', 'Villena'],
  // 12 Castellón/Castelló
  ['12040', 'Castelló de la Plana'],
  ['12135', 'Vila-real'],
  ['12032', 'Borriana/Burriana'],
  ['12138', 'Vinaròs'],
  ['12084', 'Onda'],
  ['12009', 'Almazora/Almassora'],
  ['12027', 'Benicarló'],
  ['12028', 'Benicàssim/Benicasim'],
];

export const cities: SeedCity[] = rows.map(([code, name]) => ({ provinceCode: code.slice(0, 2), code, name }));
