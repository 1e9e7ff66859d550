import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../../src/data/db';

// Each test imports the modules afresh (vitest isolates files, not tests), so the order below matters:
// the first test sees the database's module not loaded yet.
async function load() {
  const { useStoredQuery } = await import('../../../src/data/useStoredQuery');
  const { openedDatabase } = await import('../../../src/data/openDatabase');
  return { useStoredQuery, openedDatabase };
}

const cartLines = async (db: AppDb) => ((await db.cart.get('current'))?.data as { lines: string[] } | undefined)?.lines ?? [];

describe('useStoredQuery: a live query that loads the database on first use', () => {
  it('answers the default until the database is in, loads it, then answers live from Dexie', async () => {
    const { useStoredQuery, openedDatabase } = await load();
    expect(openedDatabase()).toBeUndefined();
    const { result } = renderHook(() => useStoredQuery(cartLines, [], 'default'));
    expect(result.current).toBe('default');
    await waitFor(() => expect(result.current).toEqual([]));
    const db = openedDatabase()!.db;
    await act(() => db.cart.put({ key: 'current', data: { lines: ['latte'] }, updatedAt: 1 }));
    await waitFor(() => expect(result.current).toEqual(['latte']));
    await act(() => db.cart.delete('current'));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('keeps the previous answer while a new key is read, and answers the new one', async () => {
    const { useStoredQuery, openedDatabase } = await load();
    const { db } = openedDatabase()!;
    await db.pages.bulkPut([
      { key: 'es:legal', data: { code: 'legal', title: 'Aviso legal', subtitle: '', items: [] }, fetchedAt: 1 },
      { key: 'es:cookies', data: { code: 'cookies', title: 'Cookies', subtitle: '', items: [] }, fetchedAt: 1 },
    ]);
    const { result, rerender } = renderHook(({ code }) => useStoredQuery(async (stored) => (await stored.pages.get(`es:${code}`))?.data.title, [code]), {
      initialProps: { code: 'legal' },
    });
    await waitFor(() => expect(result.current).toBe('Aviso legal'));
    rerender({ code: 'cookies' });
    expect(result.current).toBe('Aviso legal');
    await waitFor(() => expect(result.current).toBe('Cookies'));
  });

  it('throws a failed query to the error boundary', async () => {
    const { useStoredQuery } = await load();
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      override state: { error?: Error } = {};
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override render() {
        return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
      }
    }
    function Reader() {
      const value = useStoredQuery(async () => Promise.reject(new Error('broken store')), [], 'waiting');
      return <p>{String(value)}</p>;
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <Boundary>
          <Reader />
        </Boundary>,
      );
      await screen.findByText('failed: broken store');
    } finally {
      console.error = quiet;
    }
  });

  it('hydrates with the default (the server had no database), then answers from Dexie', async () => {
    const { useStoredQuery, openedDatabase } = await load();
    await openedDatabase()!.db.cart.put({ key: 'current', data: { lines: ['mocha'] }, updatedAt: 1 });
    function Lines() {
      const lines = useStoredQuery(cartLines, [], undefined);
      return <p data-testid="lines">{lines ? lines.join(',') : 'none yet'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Lines />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Lines />, { onRecoverableError: (error) => errors.push(error) }));
    await waitFor(() => expect(container.textContent).toBe('mocha'));
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
