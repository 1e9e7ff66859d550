import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render as renderBare } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StarRating } from '../../../../src/ui/StarRating';
import { StarRatingInput } from '../../../../src/ui/StarRatingInput';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'es', fallbackLng: false, ns: ['common'], resources: { es: { common: {} } } });
});
afterEach(cleanup);

const render = (ui: ReactElement) => renderBare(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('the stars of a 4.5 rating', () => {
  it('show four and a half stars on the product page, as on the card', () => {
    const page = render(<StarRatingInput rating={4.5} onRate={() => undefined} />);
    const stars = [...page.container.querySelectorAll('button')].map((button) => button.className);
    expect(stars).toEqual(['is-on', 'is-on', 'is-on', 'is-on', 'is-half']);
    const card = render(<StarRating rating={4.5} />);
    expect((card.container.querySelector('.stars-fill') as HTMLElement).style.width).toBe('90%');
  });

  it('show the same half-star rounding for 4.7 on both', () => {
    const page = render(<StarRatingInput rating={4.7} onRate={() => undefined} />);
    expect(page.container.querySelectorAll('button.is-half')).toHaveLength(1);
    const card = render(<StarRating rating={4.7} />);
    expect((card.container.querySelector('.stars-fill') as HTMLElement).style.width).toBe('90%');
  });
});
