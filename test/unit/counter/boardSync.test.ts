import { describe, expect, it, vi } from 'vitest';
import { createStaffApi } from '../../../src/api/staffClient';
import { boardOf, StaffBoardSync } from '../../../src/counter/data/boardSync';
import { StaffDb } from '../../../src/counter/data/db';
import { ticket, staffApiForBoardTests } from './staffTestApi';

const db = new StaffDb('staff-board-sync-test');
const api = staffApiForBoardTests(db);
const board = boardOf('va01');

const boardReads = () => api.requests.filter((request) => request.url.startsWith('/api/staff/board'));

describe('the staff board on the sync engine', () => {
  it('follows a board shown by two screens with one read and one stream, until the last one leaves', async () => {
    api.state.tickets.set(1, ticket(1));
    const sync = new StaffBoardSync({ db, api: createStaffApi({ baseURL: api.baseURL, getToken: () => 'staff-token' }) });
    const leaveFirst = sync.watch(board);
    const leaveSecond = sync.watch(board);
    try {
      await vi.waitFor(() => expect(sync.status.get(board.key)).toEqual({ live: true }));
      expect(boardReads()).toHaveLength(1);
      expect(api.state.streams).toHaveLength(1);
      // Read, and kept by its open feed: fresh, so nothing is asked for.
      expect(await sync.refresh(board)).toBe('fresh');
      expect(boardReads()).toHaveLength(1);

      leaveFirst();
      leaveFirst();
      expect(sync.status.get(board.key)).toEqual({ live: true });
      leaveSecond();
      expect(sync.status.get(board.key)).toBe('idle');
      await vi.waitFor(() => expect(api.state.streams).toHaveLength(0));
    } finally {
      leaveFirst();
      leaveSecond();
    }
  });

  it('drops a board answer that arrives after the staff member signed out, and reads nothing without a token', async () => {
    api.state.tickets.set(1, ticket(1));
    let token: string | undefined = 'staff-token';
    let answerArrived: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerArrived = resolve));
    const slowFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      await held;
      return response;
    };
    const sync = new StaffBoardSync({ db, api: createStaffApi({ baseURL: api.baseURL, getToken: () => token, fetch: slowFetch }) });

    const read = sync.refresh(board);
    await vi.waitFor(() => expect(boardReads()).toHaveLength(1));
    token = undefined;
    answerArrived();
    expect(await read).toBe('dropped');
    expect(await db.tickets.count()).toBe(0);

    expect(await sync.refresh(board)).toBe('signed-out');
    expect(boardReads()).toHaveLength(1);
  });
});
