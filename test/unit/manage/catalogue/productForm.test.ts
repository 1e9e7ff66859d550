import { describe, expect, it } from 'vitest';
import type { ManageExtra, ManageProduct } from '../../../../src/api/contract/manage/catalogue';
import {
  changedFields,
  draftOf,
  emptyDraft,
  extraOptions,
  fieldsOf,
  matchesSearch,
  moneyText,
  parseMoney,
  type ProductFields,
} from '../../../../src/manage/catalogue/productForm';

const MILK: ManageExtra = {
  id: 1,
  extraType: 'list',
  titles: { es: 'Leche', en: 'Milk' },
  list: [
    { id: 'milk-whole', name: { es: 'Entera', en: 'Whole' } },
    { id: 'milk-oat', name: { es: 'Avena', en: 'Oat' } },
  ],
  extras: [],
  value: 'milk-whole',
};
const SHOT: ManageExtra = { id: 2, extraType: 'bool', titles: { es: 'Chupito extra', en: 'Extra shot' }, list: [], extras: [], value: 'shot' };
const TOPPINGS: ManageExtra = {
  id: 3,
  extraType: 'extras',
  titles: { es: 'Toppings', en: 'Toppings' },
  list: [],
  extras: [{ value: 'cream', titles: { es: 'Nata', en: 'Cream' } }],
  value: '',
};
const EXTRAS = [MILK, SHOT, TOPPINGS];

const PRODUCT: ManageProduct = {
  code: 'latte',
  categoryId: 1,
  title: { es: 'Café con leche', en: 'Latte' },
  description: { es: 'Suave', en: 'Smooth' },
  descriptionLong: { es: '', en: '' },
  price: 1.6,
  priceNet: 1.45,
  priceVat: 0.15,
  priceOld: null,
  vatTypeId: 2,
  tags: [{ es: 'Caliente', en: 'Hot' }],
  allergens: ['milk'],
  mayContain: { es: '', en: '' },
  extras: [1],
  extrasPrice: { 'milk-whole': 0, 'milk-oat': 0.3, stale: 9 },
  isOneGoods: false,
  stock: 0,
  sort: 2,
  archived: false,
  photos: [],
  shops: [{ shop: 'va01', price: null, stock: null }],
};

function fields(draft: ReturnType<typeof draftOf>): ProductFields {
  const result = fieldsOf(draft, EXTRAS);
  if (!('fields' in result)) throw new Error(JSON.stringify(result.problems));
  return result.fields;
}

describe('money as the manager types it', () => {
  it('reads a comma or a point, up to two decimals, with or without the euro sign', () => {
    expect(parseMoney('1,60')).toBe(1.6);
    expect(parseMoney('1.6')).toBe(1.6);
    expect(parseMoney(' 2 € ')).toBe(2);
    expect(parseMoney('€3.05')).toBe(3.05);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('1,605')).toBeNaN();
    expect(parseMoney('-1')).toBeNaN();
    expect(parseMoney('abc')).toBeNaN();
  });

  it('shows money in the page’s language', () => {
    expect(moneyText(1.6, 'es')).toBe('1,60');
    expect(moneyText(1.6, 'en')).toBe('1.60');
    expect(moneyText(null, 'es')).toBe('');
  });
});

describe('the option price keys', () => {
  it('are a bool extra’s value, a list’s ids and an extras’ values', () => {
    expect(extraOptions(SHOT).map((option) => option.key)).toEqual(['shot']);
    expect(extraOptions(MILK).map((option) => option.key)).toEqual(['milk-whole', 'milk-oat']);
    expect(extraOptions(TOPPINGS).map((option) => option.key)).toEqual(['cream']);
  });
});

describe('what a save sends', () => {
  it('sends nothing when nothing changed (a price kept for an option no longer offered is no change)', () => {
    expect(changedFields(PRODUCT, fields(draftOf(PRODUCT, 'es')), EXTRAS)).toEqual({});
    expect(changedFields(PRODUCT, fields(draftOf(PRODUCT, 'en')), EXTRAS)).toEqual({});
  });

  it('sends only the changed fields', () => {
    const draft = { ...draftOf(PRODUCT, 'es'), price: '1,75', title: { es: 'Café con leche', en: 'Café latte' } };
    expect(changedFields(PRODUCT, fields(draft), EXTRAS)).toEqual({ price: 1.75, title: { es: 'Café con leche', en: 'Café latte' } });
  });

  it('sends the chosen extras and the prices of their options', () => {
    const draft = { ...draftOf(PRODUCT, 'es'), extras: [1, 2], extrasPrice: { ...draftOf(PRODUCT, 'es').extrasPrice, shot: '0,50' } };
    expect(changedFields(PRODUCT, fields(draft), EXTRAS)).toEqual({ extras: [1, 2], extrasPrice: { 'milk-whole': 0, 'milk-oat': 0.3, shot: 0.5 } });
  });

  it('clears the old price with null, and drops empty tags', () => {
    const withOld = { ...PRODUCT, priceOld: 2 };
    const draft = { ...draftOf(withOld, 'es'), priceOld: '', tags: [...PRODUCT.tags, { es: ' ', en: '' }] };
    expect(changedFields(withOld, fields(draft), EXTRAS)).toEqual({ priceOld: null });
  });

  it('names the fields it cannot send as typed, as the server names them', () => {
    const draft = { ...draftOf(PRODUCT, 'es'), price: '1,605', stock: '-1', sort: 'x', extrasPrice: { 'milk-oat': 'free' } };
    expect(fieldsOf(draft, EXTRAS)).toEqual({ problems: { price: 'money', stock: 'count', sort: 'integer', 'extrasPrice.milk-oat': 'money' } });
  });

  it('asks for a name in each language and a price', () => {
    const draft = { ...emptyDraft(4), title: { es: 'Té', en: ' ' } };
    expect(fieldsOf(draft, EXTRAS)).toEqual({ problems: { 'title.en': 'required', price: 'required' } });
  });

  it('makes a new product’s body from an empty form', () => {
    const draft = { ...emptyDraft(4), title: { es: 'Té', en: 'Tea' }, price: '2' };
    expect(fields(draft)).toMatchObject({
      categoryId: 4,
      title: { es: 'Té', en: 'Tea' },
      price: 2,
      priceOld: null,
      vatTypeId: 2,
      extras: [],
      extrasPrice: {},
      stock: 0,
      sort: 0,
    });
  });
});

describe('the list’s search', () => {
  it('finds by code or by either title, without accents or case', () => {
    expect(matchesSearch(PRODUCT, 'cafe')).toBe(true);
    expect(matchesSearch(PRODUCT, 'LATTE')).toBe(true);
    expect(matchesSearch(PRODUCT, 'tostada')).toBe(false);
    expect(matchesSearch(PRODUCT, '  ')).toBe(true);
  });
});
