import type { DeliveryTransport } from '../../../../data/orders/deliveryCheckout';

/** The address chosen in step 2 of the delivery checkout and its transport, once its price has loaded. */
export type ChosenAddress = { addressId: number; transport: DeliveryTransport };
