import { describe, expect, it } from 'vitest';
import { agencyDateTime } from '../../../../src/domain/fiscal/agencyTime';

describe('agencyDateTime (FechaHoraHusoGenRegistro)', () => {
  it('writes a winter instant in Madrid with +01:00, to the second', () => {
    expect(agencyDateTime(new Date('2026-11-27T09:15:00.789Z'), 'Europe/Madrid')).toBe('2026-11-27T10:15:00+01:00');
  });

  it('writes a summer instant in Madrid with +02:00', () => {
    expect(agencyDateTime(new Date('2026-06-17T08:00:05Z'), 'Europe/Madrid')).toBe('2026-06-17T10:00:05+02:00');
  });

  it('takes the shop calendar day, not the UTC one, just after midnight', () => {
    expect(agencyDateTime(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toBe('2027-01-01T00:30:00+01:00');
  });

  it('follows the shop zone: the Canaries are an hour behind the peninsula', () => {
    expect(agencyDateTime(new Date('2026-11-27T09:15:00Z'), 'Atlantic/Canary')).toBe('2026-11-27T09:15:00+00:00');
    expect(agencyDateTime(new Date('2026-06-17T09:15:00Z'), 'Atlantic/Canary')).toBe('2026-06-17T10:15:00+01:00');
  });

  it('writes the offset either side of the autumn change (03:00 summer time becomes 02:00)', () => {
    expect(agencyDateTime(new Date('2026-10-25T00:59:59Z'), 'Europe/Madrid')).toBe('2026-10-25T02:59:59+02:00');
    expect(agencyDateTime(new Date('2026-10-25T01:00:00Z'), 'Europe/Madrid')).toBe('2026-10-25T02:00:00+01:00');
  });

  it('writes a negative offset with its sign and minutes', () => {
    expect(agencyDateTime(new Date('2026-11-27T12:00:00Z'), 'America/St_Johns')).toBe('2026-11-27T08:30:00-03:30');
  });
});
