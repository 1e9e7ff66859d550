import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../../src/i18n/es/app.json';
import en from '../../../../src/i18n/en/app.json';
import { db } from '../../../../src/data/db';
import { RenderErrorBoundary } from '../../../../src/customer/app/RenderErrorBoundary';

function Broken(): never {
  throw new Error('render exploded');
}

async function renderBrokenRoute(language: 'es' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, ns: ['app'], resources: { [language]: { app: language === 'es' ? es : en } } });
  render(
    <I18nextProvider i18n={i18n}>
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>
    </I18nextProvider>,
  );
}

describe('unhandled route render error (spec §2, §8)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each(['es', 'en'] as const)('shows the generic page titled Unexpected Application Error! in %s', async (language) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBrokenRoute(language);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('button').getAttribute('href')).toBe('#/');
  });

  it('queues the error as a remote log record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await db.table('logs').clear();
    await renderBrokenRoute('es');
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    await vi.waitFor(async () => {
      const records = await db.table('logs').toArray();
      expect(JSON.stringify(records)).toContain('render exploded');
    });
  });
});
