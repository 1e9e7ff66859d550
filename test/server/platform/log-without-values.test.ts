import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import * as demo from '../../../server/platform/db/seed/data';
import { backends, memoryLogger, type FreshDatabase } from '../harness';
import { addressBody } from '../support/addressBody';
import { call, createCustomer, TEST_SECRET, type TestCustomer } from '../support/customers';

const home = demo.cities[0]!;
/** Details no statement, code or message contains by chance. */
const NAME = 'Zebedeo Quintanilla-Ybarra';
const PHONE = '699887766';
const STREET = 'Calle Xilófono 77';

describe.each(backends)('a failed write is logged without its values on $name', (backend) => {
  let fresh: FreshDatabase;
  let ana: TestCustomer;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ana = await createCustomer(fresh.opened.db, 'ana@example.com');
    // The database refuses every new address (as a full disk or a broken constraint would refuse it).
    await fresh.opened.db.execute(sql`alter table addresses add constraint addresses_refused check (false) not valid`);
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it('logs the statement and the error code, not the name, phone or address', async () => {
    const { logger, lines } = memoryLogger();
    const app = createApp({ db: fresh.opened.db, logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET }) });
    const address = addressBody({ cityCode: home.code, provinceCode: home.provinceCode }, { contactFullName: NAME, contactPhone: PHONE, addressLine1: STREET });
    const answer = await call(app, 'POST', '/api/customer/addresses/0', ana.auth, address);
    expect(answer.status).toBe(500);

    const text = JSON.stringify(lines());
    for (const value of [NAME, PHONE, STREET, 'Xil', '46001']) expect(text).not.toContain(value);
    const logged = lines().find((line) => line.msg === 'Unhandled error');
    const err = logged?.err as {
      query?: string;
      message?: string;
      stack?: string;
      cause?: { code?: string; constraint?: string; constraint_name?: string; message?: string };
    };
    expect(err.query).toMatch(/^insert into "addresses"/);
    expect(err.message).toContain('insert into "addresses"');
    expect(err.cause?.code).toBe('23514');
    expect(err.cause?.constraint ?? err.cause?.constraint_name).toBe('addresses_refused');
    expect(err.cause?.message).toContain('violates check constraint "addresses_refused"');
  });

  it('keeps the values out when the error is logged alone, under another field or with a detail quoting them', async () => {
    const { logger, lines } = memoryLogger();
    const failure = await fresh.opened.db
      .execute(
        sql`insert into addresses (customer_id, contact_full_name, contact_phone, address_line1, cp, province_code, city_code) values (${ana.id}, ${NAME}, ${PHONE}, ${STREET}, '46001', '46', '46250')`,
      )
      .then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    expect(failure).toBeInstanceOf(Error);
    logger.error(failure);
    logger.warn({ error: failure }, 'Saving failed');
    logger.error({ err: new Error('Address not kept', { cause: failure }) });
    const text = JSON.stringify(lines());
    expect(lines()).toHaveLength(3);
    for (const value of [NAME, PHONE, STREET]) expect(text).not.toContain(value);
    expect(text).toContain('23514');
  });
});
