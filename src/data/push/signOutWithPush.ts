import { signOut } from '../session';
import { turnPushOff } from './pushDevice';

const PUSH_OFF_WAIT_MS = 3000;

/**
 * Sign-out: first this device stops getting the customer's order notifications
 * (the server forgets it only while the token still works), then the session ends. A slow or failing
 * unsubscribe never holds up the sign-out.
 */
export async function signOutWithPush(): Promise<void> {
  const late = new Promise<void>((resolve) => setTimeout(resolve, PUSH_OFF_WAIT_MS));
  await Promise.race([turnPushOff().catch(() => undefined), late]);
  await signOut();
}
