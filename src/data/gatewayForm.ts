import type { CardPaymentForm } from '../api/contract';

/** The card payment is a form POST of the three Ds_ fields to the gateway address in the answer. */
export function postGatewayForm(payment: CardPaymentForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = payment.url;
  for (const name of ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = payment[name];
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
