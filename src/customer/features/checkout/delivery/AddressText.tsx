import type { Address } from '../../../../api/contract';

/** A delivery address as the customer recognises it: contact, street lines, postal code, city and province. */
export function AddressText({ address }: { address: Address }) {
  return (
    <span>
      <strong>{address.contactFullName}</strong>
      <br />
      {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
      <br />
      {address.cp} {address.city.name} ({address.province.name})
    </span>
  );
}
