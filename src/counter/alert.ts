/** How often the new-order alert repeats until someone acknowledges it. */
export const ALERT_REPEAT_MS = 4_000;

type AudioContextClass = typeof AudioContext;

/**
 * The new-order alert: three short oscillator beeps (no sound file), repeated every ALERT_REPEAT_MS while
 * `ringing`; a vibration on phones. Browsers keep audio silent until a user gesture: `unlock()` is called
 * from the sign-in or "Start shift" tap. Each sound played is counted on `target.dataset.alertsPlayed`.
 */
export class NewOrderAlert {
  private context: AudioContext | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly target: () => HTMLElement | null) {}

  unlock(): void {
    const Context =
      (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    this.context ??= new Context();
    void this.context.resume().catch(() => {});
  }

  ring(on: boolean): void {
    if (on && !this.timer) {
      this.play();
      this.timer = setInterval(() => this.play(), ALERT_REPEAT_MS);
    } else if (!on && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private play(): void {
    const context = this.context;
    if (context && context.state === 'running') {
      const start = context.currentTime + 0.02;
      for (let beep = 0; beep < 3; beep += 1) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'square';
        oscillator.frequency.value = beep === 2 ? 1320 : 880;
        const at = start + beep * 0.22;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + 0.2);
      }
      const element = this.target();
      if (element) element.dataset.alertsPlayed = String(Number(element.dataset.alertsPlayed ?? '0') + 1);
    }
    navigator.vibrate?.([200, 100, 200]);
  }

  close(): void {
    this.ring(false);
  }
}

/** Keeps the screen on while the board is open; the lock is lost when the page hides, so it is taken again on return. */
export function keepScreenAwake(): () => void {
  let sentinel: WakeLockSentinel | undefined;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    try {
      sentinel = await navigator.wakeLock.request('screen');
    } catch {
      // Refused (battery saver, no permission): the board works without it.
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    void sentinel?.release().catch(() => {});
  };
}
