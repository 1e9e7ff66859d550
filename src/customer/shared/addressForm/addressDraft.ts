import type { Address, CodeName } from '../../../api/contract';
import type { AddressFields } from '../../../domain/text/validation';

/** The address form while it is being filled (kept in sessionStorage): addressId 0 = a new address. */
export type AddressDraft = AddressFields & { addressId: number; isDefault: boolean; notes: string; changed: boolean };

/** A new address; the contact given, when known, is filled in. */
export function emptyDraft(contact: Pick<AddressDraft, 'contactFullName' | 'contactPhone'> = { contactFullName: '', contactPhone: '' }): AddressDraft {
  return {
    addressId: 0,
    ...contact,
    addressLine1: '',
    addressLine2: '',
    cp: '',
    provinceCode: '',
    cityCode: '',
    isDefault: false,
    notes: '',
    changed: false,
  };
}

export function draftFromAddress(address: Address): AddressDraft {
  return {
    addressId: address.addressId,
    contactFullName: address.contactFullName,
    contactPhone: address.contactPhone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    cp: address.cp,
    provinceCode: address.province.code,
    cityCode: address.city.code,
    isDefault: address.isDefault,
    notes: address.notes,
    changed: false,
  };
}

export function isAddressDraft(value: unknown): value is AddressDraft {
  const draft = value as Partial<AddressDraft> | null;
  return typeof draft?.addressId === 'number' && typeof draft.contactFullName === 'string' && typeof draft.provinceCode === 'string';
}

function named(code: string, list: CodeName[] | undefined): CodeName {
  return { code, name: list?.find((item) => item.code === code)?.name ?? '' };
}

/** The address to save, with province and city names taken from the lists the customer chose from. */
export function addressFromDraft(draft: AddressDraft, provinces: CodeName[] | undefined, cities: CodeName[] | undefined): Address {
  return {
    addressId: draft.addressId,
    contactFullName: draft.contactFullName.trim(),
    contactPhone: draft.contactPhone.trim(),
    addressLine1: draft.addressLine1.trim(),
    addressLine2: draft.addressLine2.trim(),
    cp: draft.cp.trim(),
    province: named(draft.provinceCode, provinces),
    city: named(draft.cityCode, cities),
    notes: draft.notes,
    isDefault: draft.isDefault,
  };
}
