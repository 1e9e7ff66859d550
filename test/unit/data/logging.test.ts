import { beforeEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { RemoteLogger, type LogSendResult } from '../../../src/data/logging';

const db = new AppDb('logging-test');
let online = true;
let batches: LogRecord[][] = [];
let answer: LogSendResult = 'sent';
const sender = async (records: LogRecord[]) => {
  batches.push(records);
  return answer;
};

beforeEach(async () => {
  await db.logs.clear();
  online = true;
  batches = [];
  answer = 'sent';
});

function logger(batchSize?: number) {
  return new RemoteLogger({ db, isOnline: () => online, batchSize, currentUser: () => 'C42' });
}

describe('remote logging (spec §3 log record, §7 log intake)', () => {
  it('queues records with every spec field', async () => {
    await logger().info('Catalogue shown', 'catalogue');
    const [queued] = await db.logs.toArray();
    expect(queued?.record).toMatchObject({ message: 'Catalogue shown', status: 'info', source: 'catalogue', user: 'C42' });
    expect(Object.keys(queued!.record).sort()).toEqual(
      ['browser', 'host', 'languages', 'message', 'service', 'source', 'status', 'time', 'url', 'user', 'version'],
    );
  });

  it('offline: records wait in the queue and go out once online', async () => {
    const log = logger();
    const stop = log.start(sender, 60_000);
    online = false;
    await log.warn('first', 'test');
    await log.error('second', 'test');
    expect(await log.flush()).toBe(0);
    expect(batches).toHaveLength(0);
    expect(await db.logs.count()).toBe(2);
    online = true;
    expect(await log.flush()).toBe(2);
    expect(batches[0]!.map((record) => record.message)).toEqual(['first', 'second']);
    expect(await db.logs.count()).toBe(0);
    stop();
  });

  it('sends at most the batch size per request, oldest first', async () => {
    const log = logger(100);
    for (let i = 0; i < 250; i += 1) await log.info(`record ${i}`, 'bulk');
    const stop = log.start(sender, 60_000);
    expect(await log.flush()).toBe(250);
    stop();
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches[0]![0]!.message).toBe('record 0');
  });

  it('a failed send keeps the records for the next try', async () => {
    const log = logger();
    await log.info('kept', 'test');
    answer = 'failed';
    const stop = log.start(sender, 60_000);
    expect(await log.flush()).toBe(0);
    expect(await db.logs.count()).toBe(1);
    answer = 'sent';
    expect(await log.flush()).toBe(1);
    stop();
  });

  it('drops a batch the server refuses, so one bad record cannot block the queue', async () => {
    const log = logger();
    await log.info('bad', 'test');
    answer = 'rejected';
    const stop = log.start(sender, 60_000);
    await log.flush();
    expect(await db.logs.count()).toBe(0);
    stop();
  });

  it('captures window errors as error records', async () => {
    const log = logger();
    const stop = log.start(async () => 'failed', 60_000);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const records = (await db.logs.toArray()).map((queued) => queued.record);
    expect(records.some((record) => record.status === 'error' && record.message.startsWith('boom at app.js:3:7'))).toBe(true);
    stop();
  });
});
