import { useEffect, useState } from 'react';
import type { PaymentConfig } from '../../../api/contract';
import { fetchPaymentConfig } from '../../../data/orders/pickup';

/** The server's payment settings (GET /customer/payment-config), asked once the checkout shows; undefined until answered or offline. */
export function usePaymentConfig(): PaymentConfig | undefined {
  const [config, setConfig] = useState<PaymentConfig>();
  useEffect(() => {
    let active = true;
    void fetchPaymentConfig().then((answer) => {
      if (active && answer) setConfig(answer);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
