import { describe, expect, it } from 'vitest';
import { splitAtQuantities } from '../../../../src/domain/text/unitText';

describe('quantities kept with their unit', () => {
  it('marks a number and its unit as one piece, the text around as free to wrap', () => {
    expect(splitAtQuantities('Mezcla Ritmo molido 250 g')).toEqual([
      { text: 'Mezcla Ritmo molido ', keepTogether: false },
      { text: '250 g', keepTogether: true },
    ]);
    expect(splitAtQuantities('Tamaño: Pequeño (240 ml), Canela')).toEqual([
      { text: 'Tamaño: Pequeño (', keepTogether: false },
      { text: '240 ml', keepTogether: true },
      { text: '), Canela', keepTogether: false },
    ]);
    expect(splitAtQuantities('Pack 1,5 kg y 2 g')).toEqual([
      { text: 'Pack ', keepTogether: false },
      { text: '1,5 kg', keepTogether: true },
      { text: ' y ', keepTogether: false },
      { text: '2 g', keepTogether: true },
    ]);
  });

  it('leaves words that only start like a unit, and text without quantities, whole', () => {
    expect(splitAtQuantities('2 galletas')).toEqual([{ text: '2 galletas', keepTogether: false }]);
    expect(splitAtQuantities('Capuchino')).toEqual([{ text: 'Capuchino', keepTogether: false }]);
    expect(splitAtQuantities('')).toEqual([{ text: '', keepTogether: false }]);
  });
});
