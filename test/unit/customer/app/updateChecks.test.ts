import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUpdateCheckDue, MIN_UPDATE_CHECK_GAP_MS, UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from '../../../../src/ui/updates/updateChecks';

describe('when to look for a new service worker', () => {
  const at = { now: 1_000_000, lastCheckAt: 1_000_000 - MIN_UPDATE_CHECK_GAP_MS, online: true, visible: true };

  it('checks once a minute has passed since the last check', () => {
    expect(isUpdateCheckDue(at)).toBe(true);
    expect(isUpdateCheckDue({ ...at, now: at.now - 1 })).toBe(false);
  });

  it('never checks offline or in the background', () => {
    expect(isUpdateCheckDue({ ...at, online: false })).toBe(false);
    expect(isUpdateCheckDue({ ...at, visible: false })).toBe(false);
  });
});

describe('watching for updates', () => {
  let update: ReturnType<typeof vi.fn>;
  let stop: () => void;
  let visibility: DocumentVisibilityState;
  let online: boolean;

  const focus = () => window.dispatchEvent(new Event('focus'));
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    online = true;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    update = vi.fn(() => Promise.resolve());
    stop = watchForUpdates({ update } as unknown as ServiceWorkerRegistration);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('leaves the first start alone: registering has just loaded the worker', () => {
    focus();
    setVisibility('visible');
    vi.advanceTimersByTime(MIN_UPDATE_CHECK_GAP_MS - 1);
    focus();
    expect(update).not.toHaveBeenCalled();
  });

  it('checks on focus, once for a burst of focus and visibility events', () => {
    vi.advanceTimersByTime(MIN_UPDATE_CHECK_GAP_MS);
    focus();
    setVisibility('hidden');
    setVisibility('visible');
    focus();
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MIN_UPDATE_CHECK_GAP_MS);
    setVisibility('visible');
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('checks every hour while the app stays open and in front', () => {
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('skips the hour in the background and offline, and checks on coming back', () => {
    visibility = 'hidden';
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    online = false;
    setVisibility('visible');
    expect(update).not.toHaveBeenCalled();
    online = true;
    focus();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('survives a failed check and stops when told', async () => {
    update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.advanceTimersByTime(MIN_UPDATE_CHECK_GAP_MS);
    focus();
    await Promise.resolve();
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    focus();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
