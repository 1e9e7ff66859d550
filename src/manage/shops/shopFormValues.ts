import type { ManageShop, ShopCreate } from '../../api/contract/manage/shops';

/** The shop form's fields as text, keyed by the contract's dotted field names (the server's `field`). */
export interface ShopFormValues {
  code: string;
  'name.es': string;
  'name.en': string;
  typeId: string;
  'address.route': string;
  'address.routeNumber': string;
  'address.cp': string;
  'address.city': string;
  latitude: string;
  longitude: string;
  'legal.name': string;
  'legal.address1': string;
  'legal.address2': string;
  'legal.vatNumber': string;
  timeZone: string;
  warnMinutes: string;
  lateMinutes: string;
}

/** The zones a shop of the chain may be in: the peninsula and the Balearics, the Canaries, and neighbours. */
export const TIME_ZONES = ['Europe/Madrid', 'Atlantic/Canary', 'Europe/Lisbon', 'Europe/Paris', 'Europe/London', 'Africa/Ceuta'] as const;

export function shopFormOf(shop: ManageShop | undefined): ShopFormValues {
  return {
    code: shop?.code ?? '',
    'name.es': shop?.name.es ?? '',
    'name.en': shop?.name.en ?? '',
    typeId: String(shop?.typeId ?? 51002),
    'address.route': shop?.address.route ?? '',
    'address.routeNumber': shop?.address.routeNumber ?? '',
    'address.cp': shop?.address.cp ?? '',
    'address.city': shop?.address.city ?? '',
    latitude: shop ? String(shop.latitude) : '',
    longitude: shop ? String(shop.longitude) : '',
    'legal.name': shop?.legal.name ?? '',
    'legal.address1': shop?.legal.address1 ?? '',
    'legal.address2': shop?.legal.address2 ?? '',
    'legal.vatNumber': shop?.legal.vatNumber ?? '',
    timeZone: shop?.timeZone ?? 'Europe/Madrid',
    warnMinutes: String(shop?.warnMinutes ?? 8),
    lateMinutes: String(shop?.lateMinutes ?? 15),
  };
}

/** A coordinate as typed, with a decimal comma or point; undefined when it is not a number. */
export function parseCoordinate(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** OpenStreetMap at street zoom, with a marker on the point (opened in a new tab; no map script here). */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

export type ShopFieldProblem = 'required' | 'code' | 'postcode' | 'latitude' | 'longitude' | 'minutes';

/** The form's own checks before asking the server; the body of a new shop (and, without its code, a patch). */
export function validateShopForm(
  values: ShopFormValues,
  isNew: boolean,
): { ok: true; body: ShopCreate & { code: string } } | { ok: false; errors: Partial<Record<keyof ShopFormValues, ShopFieldProblem>> } {
  const errors: Partial<Record<keyof ShopFormValues, ShopFieldProblem>> = {};
  if (isNew && !/^[A-Za-z0-9_-]{2,20}$/.test(values.code.trim())) errors.code = 'code';
  if (!values['name.es'].trim()) errors['name.es'] = 'required';
  if (!values['name.en'].trim()) errors['name.en'] = 'required';
  if (!values['address.route'].trim()) errors['address.route'] = 'required';
  if (!values['address.city'].trim()) errors['address.city'] = 'required';
  if (!/^\d{5}$/.test(values['address.cp'].trim())) errors['address.cp'] = 'postcode';
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  if (latitude === undefined || Math.abs(latitude) > 90) errors.latitude = 'latitude';
  if (longitude === undefined || Math.abs(longitude) > 180) errors.longitude = 'longitude';
  const minutes = (text: string) => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 600 ? Number(text) : undefined);
  const warnMinutes = minutes(values.warnMinutes);
  const lateMinutes = minutes(values.lateMinutes);
  if (warnMinutes === undefined) errors.warnMinutes = 'minutes';
  if (lateMinutes === undefined) errors.lateMinutes = 'minutes';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      code: values.code.trim(),
      name: { es: values['name.es'].trim(), en: values['name.en'].trim() },
      typeId: values.typeId === '51006' ? 51006 : 51002,
      latitude: latitude!,
      longitude: longitude!,
      address: {
        route: values['address.route'].trim(),
        routeNumber: values['address.routeNumber'].trim(),
        cp: values['address.cp'].trim(),
        city: values['address.city'].trim(),
      },
      timeZone: values.timeZone,
      legal: {
        name: values['legal.name'].trim(),
        address1: values['legal.address1'].trim(),
        address2: values['legal.address2'].trim(),
        vatNumber: values['legal.vatNumber'].trim().toUpperCase(),
      },
      warnMinutes: warnMinutes!,
      lateMinutes: lateMinutes!,
    },
  };
}
