import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityWriteResult } from '../../../src/counter/data/availabilityWrites';
import { ERROR_SHOWN_MS, useWriteState } from '../../../src/counter/availability/useWriteState';

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

describe('the changes a screen sends', () => {
  it('keeps each control waiting while its change travels, several at once', async () => {
    const { result } = renderHook(() => useWriteState());
    let answerFirst: (result: AvailabilityWriteResult) => void = () => undefined;
    let first: Promise<boolean> | undefined;
    act(() => {
      first = result.current.run('p:P1001', () => new Promise((resolve) => (answerFirst = resolve)));
      void result.current.run('p:P1005', () => new Promise(() => undefined));
    });
    expect([result.current.isBusy('p:P1001'), result.current.isBusy('p:P1005'), result.current.isBusy('p:P2001')]).toEqual([true, true, false]);
    await act(async () => {
      answerFirst({ ok: true });
      expect(await first).toBe(true);
    });
    expect([result.current.isBusy('p:P1001'), result.current.isBusy('p:P1005')]).toEqual([false, true]);
    expect(result.current.error).toBeNull();
  });

  it('says why the last one failed, until the next one or for a while', async () => {
    const { result } = renderHook(() => useWriteState());
    await act(async () => void (await result.current.run('pause', () => Promise.resolve({ ok: false, reason: 'offline' }))));
    expect(result.current.error).toBe('offline');
    await act(async () => void (await result.current.run('pause', () => Promise.reject(new Error('boom')))));
    expect(result.current.error).toBe('failed');
    act(() => void vi.advanceTimersByTime(ERROR_SHOWN_MS - 1));
    expect(result.current.error).toBe('failed');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.error).toBeNull();
  });
});
