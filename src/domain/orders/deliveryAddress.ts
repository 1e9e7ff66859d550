/**
 * Delivery checkout: the address Continue takes when none was chosen, the one marked default,
 * else the first of the list.
 */
export function preferredAddress<T extends { isDefault: boolean }>(addresses: readonly T[]): T | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0];
}
