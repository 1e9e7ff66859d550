import { describe, expect, it } from 'vitest';
import { bodyReadTimeMs } from '../../../server/platform/http/bodyReceiving';

describe('how long a request body may take to arrive', () => {
  it('10 s for each 64 KB started, at least 10 s', () => {
    expect(bodyReadTimeMs(0)).toBe(10_000);
    expect(bodyReadTimeMs(1)).toBe(10_000);
    expect(bodyReadTimeMs(64 * 1024)).toBe(10_000);
    expect(bodyReadTimeMs(64 * 1024 + 1)).toBe(20_000);
    expect(bodyReadTimeMs(100_000)).toBe(20_000);
    expect(bodyReadTimeMs(256 * 1024)).toBe(40_000);
  });
});
