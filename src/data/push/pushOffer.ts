// The offer of order notifications is made once; a "no" is remembered on this device.
const DECLINED_KEY = 'push_offer_declined';

export function pushOfferDeclined(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

export function declinePushOffer(): void {
  try {
    localStorage.setItem(DECLINED_KEY, '1');
  } catch {
    // Private mode without storage: the offer shows again next time, nothing worse.
  }
}
