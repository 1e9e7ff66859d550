/** A place as the seeded reference data codes it. */
export interface Place {
  provinceCode: string;
  cityCode: string;
}

/**
 * The body of POST /customer/addresses/:addressId that saves a new address in `place`, as the app sends it
 * (the city and province names are the server's to fill in); `overrides` replace whole fields.
 */
export function addressBody<O extends Record<string, unknown> = Record<never, never>>(place: Place, overrides: O = {} as O) {
  return {
    addressId: 0,
    contactFullName: 'Ana García',
    contactPhone: '600123456',
    addressLine1: 'Calle Mayor 1',
    addressLine2: '2º B',
    cp: '46001',
    city: { code: place.cityCode, name: '' },
    province: { code: place.provinceCode, name: '' },
    notes: 'Ring twice',
    isDefault: false,
    ...overrides,
  };
}
