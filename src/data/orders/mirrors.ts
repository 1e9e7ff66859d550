import { db } from '../db';
import { markPaymentMoved } from '../purchases';
import { apiClient } from '../runtime';
import { createOrderMirror } from './mirror';

/** The app's two order mirrors, one for each kind, over the app's database and API client. */
export const orderMirrors = {
  pickup: createOrderMirror({ kind: 'pickup', db, client: apiClient, onPaymentMoved: markPaymentMoved }),
  delivery: createOrderMirror({ kind: 'delivery', db, client: apiClient, onPaymentMoved: markPaymentMoved }),
};
