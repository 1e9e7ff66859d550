import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activePause, NO_CONTROLS, soldOutNow, type ShopControls, type SoldOutItem } from '../../../src/domain/availability/availability';
import { useAvailabilityClock } from '../../../src/counter/availability/useAvailabilityClock';

const START = Date.parse('2024-06-04T10:07:00.000Z');
const later = (ms: number) => new Date(START + ms).toISOString();

function Probe({ availability }: { availability: { soldOut: SoldOutItem[]; controls: ShopControls; serverOffsetMs: number } }) {
  const now = useAvailabilityClock(availability);
  return (
    <p>
      <span data-testid="sold-out">{soldOutNow(availability.soldOut, now).length}</span>
      <span data-testid="paused">{activePause(availability.controls, now) ? 'paused' : 'open'}</span>
    </p>
  );
}

/** Time passes a second at a time, as on a real page, where each render sets the next timer. */
function pass(ms: number): void {
  for (let step = 0; step < ms; step += 1_000) act(() => void vi.advanceTimersByTime(Math.min(1_000, ms - step)));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the board’s availability clock', () => {
  it('drops a snooze and ends a pause at their time, without a word from the server', () => {
    const availability = {
      soldOut: [
        { kind: 'product' as const, productCode: 'P1005', until: later(90_000) },
        { kind: 'extra' as const, extraId: 2, value: 'milk_oat', until: null },
      ],
      controls: { ...NO_CONTROLS, pausedUntil: later(45_000) },
      serverOffsetMs: 0,
    };
    const view = render(<Probe availability={availability} />);
    const text = (id: string) => view.getByTestId(id).textContent;
    expect([text('sold-out'), text('paused')]).toEqual(['2', 'paused']);
    pass(44_000);
    expect(text('paused')).toBe('paused');
    pass(1_000);
    expect([text('sold-out'), text('paused')]).toEqual(['2', 'open']);
    pass(45_000);
    expect(text('sold-out')).toBe('1');
  });

  it('reckons with the server’s clock: a device a minute behind still drops the snooze on the server’s time', () => {
    const availability = {
      soldOut: [{ kind: 'product' as const, productCode: 'P1005', until: later(60_000 + 10_000) }],
      controls: NO_CONTROLS,
      serverOffsetMs: 60_000,
    };
    const view = render(<Probe availability={availability} />);
    pass(9_000);
    expect(view.getByTestId('sold-out').textContent).toBe('1');
    pass(1_000);
    expect(view.getByTestId('sold-out').textContent).toBe('0');
  });
});
