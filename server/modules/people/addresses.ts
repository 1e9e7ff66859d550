import { and, asc, eq, ne } from 'drizzle-orm';
import type { Address } from '../../../src/api/contract';
import type { Executor, Transaction } from '../../platform/db/transaction';
import { addresses, cities, customers, provinces } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';

/** An address as the client sends it, validated by the contract; the names it carries are ignored. */
export interface AddressInput {
  contactFullName: string;
  contactPhone: string;
  addressLine1: string;
  addressLine2: string;
  cp: string;
  city: { code: string };
  province: { code: string };
  notes: string;
  isDefault: boolean;
}

/** An address with the place names from the server's tables (also the delivery-order snapshot). */
export const addressPlaceColumns = {
  addressId: addresses.id,
  contactFullName: addresses.contactFullName,
  contactPhone: addresses.contactPhone,
  addressLine1: addresses.addressLine1,
  addressLine2: addresses.addressLine2,
  cp: addresses.cp,
  cityCode: addresses.cityCode,
  cityName: cities.name,
  provinceCode: addresses.provinceCode,
  provinceName: provinces.name,
};

const addressColumns = { ...addressPlaceColumns, notes: addresses.notes, isDefault: addresses.isDefault };

function selectAddresses(db: Executor, customerId: number, addressId?: number) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.code, addresses.cityCode))
    .innerJoin(provinces, eq(provinces.code, addresses.provinceCode))
    .where(and(eq(addresses.customerId, customerId), addressId === undefined ? undefined : eq(addresses.id, addressId)))
    .orderBy(asc(addresses.id));
}

type AddressRow = Awaited<ReturnType<typeof selectAddresses>>[number];

const toAddress = ({ cityCode, cityName, provinceCode, provinceName, ...rest }: AddressRow): Address => ({
  ...rest,
  city: { code: cityCode, name: cityName },
  province: { code: provinceCode, name: provinceName },
});

/** GET /customer/addresses: the customer's own, first created first (that order is "the list"). */
export async function listAddresses(db: Executor, customerId: number): Promise<Address[]> {
  return (await selectAddresses(db, customerId)).map(toAddress);
}

async function loadAddress(db: Executor, customerId: number, addressId: number): Promise<Address> {
  const [row] = await selectAddresses(db, customerId, addressId);
  if (!row) throw notFound('Address not found');
  return toAddress(row);
}

/** Province and city must exist and the city must lie in the province (400 naming the field). */
async function checkPlace(db: Executor, input: AddressInput): Promise<void> {
  const [province] = await db.select({ code: provinces.code }).from(provinces).where(eq(provinces.code, input.province.code));
  if (!province) throw new ApiFailure(400, 'bad_request', 'Unknown province', 'province.code');
  const [city] = await db.select({ provinceCode: cities.provinceCode }).from(cities).where(eq(cities.code, input.city.code));
  if (!city) throw new ApiFailure(400, 'bad_request', 'Unknown city', 'city.code');
  if (city.provinceCode !== province.code) throw new ApiFailure(400, 'bad_request', 'The city is not in the province', 'city.code');
}

/** Serialises one customer's address writes (the default flag and "first address" stay consistent). */
async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function ownedAddressIds(tx: Transaction, customerId: number): Promise<{ id: number; isDefault: boolean }[]> {
  return tx.select({ id: addresses.id, isDefault: addresses.isDefault }).from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
}

/** Exactly one default: the chosen one, or the first of the list when none is left. */
async function settleDefault(tx: Transaction, customerId: number, chosenId: number | undefined): Promise<void> {
  if (chosenId !== undefined) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.customerId, customerId), ne(addresses.id, chosenId)));
    return;
  }
  const owned = await ownedAddressIds(tx, customerId);
  const first = owned[0];
  if (first && !owned.some((address) => address.isDefault)) {
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
  }
}

function columnsFrom(input: AddressInput) {
  return {
    contactFullName: input.contactFullName,
    contactPhone: input.contactPhone,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    cp: input.cp,
    provinceCode: input.province.code,
    cityCode: input.city.code,
    notes: input.notes,
    isDefault: input.isDefault,
  };
}

/**
 * POST /customer/addresses/{addressId}: 0 creates, any other id must be the customer's own
 * (else 404). Names come from the server's tables, never from the client. One transaction.
 */
export async function saveAddress(db: Executor, customerId: number, addressId: number, input: AddressInput, now: Date): Promise<Address> {
  await checkPlace(db, input);
  const savedId = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    let id = addressId;
    if (addressId === 0) {
      const [created] = await tx
        .insert(addresses)
        .values({ customerId, ...columnsFrom(input), createdAt: now })
        .returning({ id: addresses.id });
      if (!created) throw new Error('The address was not stored');
      id = created.id;
    } else {
      const updated = await tx
        .update(addresses)
        .set(columnsFrom(input))
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id });
      if (updated.length === 0) throw notFound('Address not found');
    }
    await settleDefault(tx, customerId, input.isDefault ? id : undefined);
    return id;
  });
  return loadAddress(db, customerId, savedId);
}

/**
 * DELETE /customer/addresses/{addressId}: only the customer's own (else 404); the first address of
 * the list cannot be deleted (409 first_address); deleting the default moves it to the first.
 */
export async function deleteAddress(db: Executor, customerId: number, addressId: number): Promise<{ addressId: number }> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const owned = await ownedAddressIds(tx, customerId);
    const index = owned.findIndex((address) => address.id === addressId);
    if (index < 0) throw notFound('Address not found');
    if (index === 0) throw new ApiFailure(409, 'first_address', 'The first address cannot be deleted');
    await tx.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
    await settleDefault(tx, customerId, undefined);
    return { addressId };
  });
}
