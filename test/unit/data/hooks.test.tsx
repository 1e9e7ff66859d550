import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { sendJson, startTestApi } from './testApi';

const legal = { code: 'legal', title: 'Aviso legal', subtitle: '', items: [] };
let api: Awaited<ReturnType<typeof startTestApi>>;
let hooks: typeof import('../../../src/data/hooks');

beforeAll(async () => {
  api = await startTestApi((req, res) => {
    if (req.url === '/api/customer/page/legal') sendJson(res, 200, { wasOk: true, data: legal });
    else sendJson(res, 404, { wasOk: false, error: { code: 'not_found', message: 'Not found' } });
  });
  // The runtime client reads its base address when first imported.
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  hooks = await import('../../../src/data/hooks');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('data hooks (interface Loadable)', () => {
  it('usePage: loading, then ready from Dexie once fetched', async () => {
    const { result } = renderHook(() => hooks.usePage('legal'));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.data?.title).toBe('Aviso legal');
    expect(result.current.notFound).toBe(false);
    expect(result.current.fetchedAt).toBeTypeOf('number');
  });

  it('usePage: a 404 is unavailable and notFound', async () => {
    const { result } = renderHook(() => hooks.usePage('missing'));
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(result.current.notFound).toBe(true);
  });

  it('usePage: a code that cannot be a page is notFound without asking the server', async () => {
    const asked = api.requests.length;
    const { result } = renderHook(() => hooks.usePage('../etc'));
    expect(result.current).toMatchObject({ state: 'unavailable', notFound: true });
    expect(api.requests.length).toBe(asked);
  });

  it('useHomeData: an unknown location ends unavailable', async () => {
    const { result } = renderHook(() => hooks.useHomeData('zz99'));
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(result.current.data).toBeUndefined();
  });
});
