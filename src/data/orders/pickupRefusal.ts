import { OrderRefusedError } from './submission';

/** Issue 14: the server refused the chosen pick-up time (no longer allowed); the customer chooses again. */
export function isPickupTimeRefused(error: unknown): boolean {
  return error instanceof OrderRefusedError && error.code === 'pickup_time_unavailable';
}
