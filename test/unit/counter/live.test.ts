import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { createStaffApi } from '../../../src/api/staffClient';
import { StaffDb } from '../../../src/counter/data/db';
import { boardOf, StaffBoardSync } from '../../../src/counter/data/boardSync';
import type { LiveState } from '../../../src/counter/data/live';
import { ticket, staffApiForBoardTests } from './staffTestApi';

const db = new StaffDb('staff-live-test');
const api = staffApiForBoardTests(db);

/** The board of va01 followed on its own sync engine; `states` records each state of its live feed. */
function follow(onUnauthorized?: () => void) {
  const states: LiveState[] = [];
  const sync = new StaffBoardSync({ db, api: createStaffApi({ baseURL: api.baseURL, getToken: () => 'staff-token' }), onUnauthorized });
  const board = boardOf('va01');
  sync.status.subscribe(() => {
    const state = sync.status.get(board.key);
    if (state !== 'idle') states.push(state);
  });
  const stop = sync.watch(board);
  return { states, stop };
}

const streamRequests = () => api.requests.filter((request) => request.url.startsWith('/api/staff/events'));

describe('the live board', () => {
  it('reads the board, then stores each streamed ticket, and resumes with Last-Event-ID after a drop', async () => {
    api.state.tickets.set(1, ticket(1));
    const { states, stop } = follow();
    try {
      await vi.waitFor(() => expect(api.state.streams).toHaveLength(1));
      expect(await db.tickets.get(1)).toBeDefined();
      expect(states.at(-1)).toEqual({ live: true });
      expect(streamRequests()[0]?.headers.authorization).toBe('Bearer staff-token');

      api.push(ticket(2, ORDER_STATUS.pending, { customerFirstName: 'Luis' }));
      await vi.waitFor(async () => expect((await db.tickets.get(2))?.customerFirstName).toBe('Luis'));

      api.cutStreams();
      await vi.waitFor(() => expect(api.state.streams).toHaveLength(1), { timeout: 5000 });
      expect(api.state.streamLastEventIds.at(-1)).toBe(String(api.state.eventId));
    } finally {
      stop();
    }
  });

  it('says loudly that it is offline when the stream stays down, and reads the board meanwhile', async () => {
    api.state.refuseStreams = true;
    const { states, stop } = follow();
    try {
      await vi.waitFor(() => expect(states.some((state) => !state.live && state.loud)).toBe(true), { timeout: 9000, interval: 200 });
      api.state.tickets.set(3, ticket(3));
      // An event no stream carried (none is open): only the board read knows it happened.
      api.push(ticket(3));
      await vi.waitFor(async () => expect(await db.tickets.get(3)).toBeDefined(), { timeout: 9000, interval: 200 });
      api.state.refuseStreams = false;
      await vi.waitFor(() => expect(states.at(-1)).toEqual({ live: true }), { timeout: 9000, interval: 200 });
      // The board read while down holds the newest event: the stream resumes from there, not from before it.
      expect(api.state.streamLastEventIds.at(-1)).toBe(String(api.state.eventId));
    } finally {
      stop();
    }
  }, 30_000);

  it('stops for good when the token is refused, and says so once', async () => {
    api.state.tickets.set(1, ticket(1));
    let refusals = 0;
    const { stop } = follow(() => (refusals += 1));
    try {
      await vi.waitFor(() => expect(api.state.streams).toHaveLength(1));
      api.state.tokenRefused = true;
      api.cutStreams();
      await vi.waitFor(() => expect(refusals).toBe(1), { timeout: 5000 });
      const asked = api.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(api.requests.length).toBe(asked);
      expect(refusals).toBe(1);
      expect(streamRequests().at(-1)?.headers.authorization).toBe('Bearer staff-token');
    } finally {
      stop();
    }
  });
});
