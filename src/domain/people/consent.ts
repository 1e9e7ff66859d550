const CONSENT_MONTHS = 12;

/** Cookie consent lasts 12 months; a day missing in the target month falls to its last day. */
export function consentExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  const day = now.getDate();
  expiry.setDate(1);
  expiry.setMonth(expiry.getMonth() + CONSENT_MONTHS);
  const lastDay = new Date(expiry.getFullYear(), expiry.getMonth() + 1, 0).getDate();
  expiry.setDate(Math.min(day, lastDay));
  return expiry;
}

/** Cookie banner: the consent cookie holds the ISO date of acceptance, valid for 12 months. */
export function hasValidConsent(value: string | undefined, now: Date): boolean {
  if (!value) return false;
  const accepted = new Date(value);
  if (Number.isNaN(accepted.getTime())) return false;
  return now.getTime() < consentExpiry(accepted).getTime();
}
