import type { RateLimit } from '../../../platform/http/rateLimit';

const MINUTE = 60_000;

type Window = { max: number; windowMs: number };

/**
 * Sign-in limits (docs/running/security.md says why these numbers). Each request is counted per
 * client address, per e-mail from that address, and per e-mail from anywhere: one stranger's address
 * runs out long before the e-mail does, so they cannot keep its owner out. Many customers share one
 * address (the shop's Wi-Fi, a carrier's NAT): only code tries that fail count, and the address's
 * allowances leave room for a busy café.
 */
export const SIGN_IN_LIMITS = {
  /** login-start: each one mails a new code, which replaces the earlier code. */
  start: {
    perAddress: { max: 100, windowMs: 15 * MINUTE },
    perEmailFromAddress: { max: 3, windowMs: 15 * MINUTE },
    perEmail: { max: 10, windowMs: 10 * MINUTE },
  },
  /**
   * login-end: codes typed that did not sign in (wrong, burnt, expired, no code). A code burns after 5
   * wrong tries, and an address may ask for 3 codes of an e-mail per 15 minutes: 15 gives each of them
   * its 5 tries. perEmail bounds guessing from many addresses.
   */
  codeTries: {
    perAddress: { max: 60, windowMs: 15 * MINUTE },
    perEmailFromAddress: { max: 15, windowMs: 15 * MINUTE },
    perEmail: { max: 30, windowMs: 60 * MINUTE },
  },
} as const satisfies Record<string, Record<'perAddress' | 'perEmailFromAddress' | 'perEmail', Window>>;

const SIGN_IN_BUCKETS = { start: 'login-start', codeTries: 'login-code' } as const;

/** The three limits of one sign-in step for an e-mail typed from an address. */
export function signInLimits(step: keyof typeof SIGN_IN_LIMITS, email: string, address: string): RateLimit[] {
  const limits = SIGN_IN_LIMITS[step];
  const bucket = SIGN_IN_BUCKETS[step];
  return [
    { bucket: `${bucket}:address`, key: address, ...limits.perAddress },
    { bucket: `${bucket}:email-from-address`, key: `${email}\n${address}`, ...limits.perEmailFromAddress },
    { bucket: `${bucket}:email`, key: email, ...limits.perEmail },
  ];
}
