import { describe, expect, it } from 'vitest';
import { forwardedClientAddress } from '../../../server/platform/http/forwardedFor';

const SOCKET = '10.0.0.2';

describe('the client address behind trusted proxies', () => {
  it('without trusted proxies, the socket: whatever X-Forwarded-For says', () => {
    expect(forwardedClientAddress('203.0.113.7', 0, SOCKET)).toBe(SOCKET);
    expect(forwardedClientAddress(undefined, 0, SOCKET)).toBe(SOCKET);
  });

  it('behind one proxy, the right-most hop: the address nginx appended, not what the client wrote before it', () => {
    expect(forwardedClientAddress('203.0.113.99', 1, SOCKET)).toBe('203.0.113.99');
    expect(forwardedClientAddress('192.0.2.1, 203.0.113.99', 1, SOCKET)).toBe('203.0.113.99');
    expect(forwardedClientAddress('192.0.2.1,192.0.2.2 ,  203.0.113.99', 1, SOCKET)).toBe('203.0.113.99');
  });

  it('behind N proxies, the N-th hop from the right', () => {
    // client-written, client (by the CDN), CDN (by nginx)
    expect(forwardedClientAddress('192.0.2.1, 203.0.113.99, 198.51.100.5', 2, SOCKET)).toBe('203.0.113.99');
    expect(forwardedClientAddress('192.0.2.1, 192.0.2.2, 203.0.113.99, 198.51.100.5, 198.51.100.6', 3, SOCKET)).toBe('203.0.113.99');
  });

  it('fewer hops than proxies: the left-most, which a trusted proxy wrote', () => {
    expect(forwardedClientAddress('203.0.113.99', 2, SOCKET)).toBe('203.0.113.99');
  });

  it('an empty or blank header: the socket', () => {
    expect(forwardedClientAddress('', 1, SOCKET)).toBe(SOCKET);
    expect(forwardedClientAddress(' , ', 1, SOCKET)).toBe(SOCKET);
  });
});
