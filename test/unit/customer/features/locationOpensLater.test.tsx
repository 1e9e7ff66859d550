import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TimeRange } from '../../../../src/api/contract';
import { LocationCard } from '../../../../src/customer/features/locations/LocationCard';
import { instantAt } from '../../../../src/domain/schedule/shopTime';
import { locations } from './support/fixtures';
import { renderScreen } from './support/render';

// 3 June 2024 is a Monday: the shop opens 08:00–14:00 and 16:00–20:00 on its clock.
const lunchGap: TimeRange[] = [
  ['08:00', '14:00'],
  ['16:00', '20:00'],
];
const shop = { ...locations[0]!, schedule: { ...locations[0]!.schedule, d1: lunchGap, exceptions: {} } };
const monday = { year: 2024, month: 6, day: 3 };

describe('a location card closed for lunch', () => {
  afterEach(cleanup);

  it('says it is closed and when one can order for, in Spanish and English', async () => {
    const now = instantAt(monday, 15 * 60 + 10, 'Europe/Madrid');
    await renderScreen(<LocationCard location={shop} isCurrent={false} now={now} onChoose={() => undefined} />, { url: '/locations', path: '/locations' });
    expect(screen.getByText('Cerrado ahora')).toBeTruthy();
    expect(screen.getByTestId('location-opens-later').textContent).toBe('Puedes pedir para las 16:00');
    cleanup();
    await renderScreen(<LocationCard location={shop} isCurrent={false} now={now} onChoose={() => undefined} />, {
      url: '/locations',
      path: '/locations',
      language: 'en',
    });
    expect(screen.getByTestId('location-opens-later').textContent).toBe('You can order for 16:00');
  });

  it('judges by the shop clock: the same instant in a shop an hour behind is still before its afternoon', async () => {
    const now = instantAt(monday, 16 * 60 + 10, 'Europe/Madrid');
    await renderScreen(<LocationCard location={shop} isCurrent={false} now={now} onChoose={() => undefined} />, { url: '/locations', path: '/locations' });
    expect(screen.getByText('Abierto ahora')).toBeTruthy();
    expect(screen.queryByTestId('location-opens-later')).toBeNull();
    cleanup();
    await renderScreen(<LocationCard location={{ ...shop, timeZone: 'Europe/Lisbon' }} isCurrent={false} now={now} onChoose={() => undefined} />, {
      url: '/locations',
      path: '/locations',
    });
    expect(screen.getByTestId('location-opens-later').textContent).toBe('Puedes pedir para las 16:00');
  });
});
