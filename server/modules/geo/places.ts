import { eq } from 'drizzle-orm';
import type { CodeName } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { cities, provinces } from '../../platform/db/schema';

// Sorted here rather than in SQL so PGlite and PostgreSQL (different collations) answer alike.
const spanishOrder = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: CodeName, b: CodeName) => spanishOrder.compare(a.name, b.name) || a.code.localeCompare(b.code);

export async function findProvince(db: Database, code: string): Promise<CodeName | undefined> {
  const [row] = await db.select().from(provinces).where(eq(provinces.code, code)).limit(1);
  return row;
}

export async function findCity(db: Database, code: string) {
  const [row] = await db.select().from(cities).where(eq(cities.code, code)).limit(1);
  return row;
}

export async function loadProvinces(db: Database): Promise<CodeName[]> {
  const rows = await db.select({ code: provinces.code, name: provinces.name }).from(provinces);
  return rows.sort(byName);
}

/** Cities of a province by name; undefined when the province does not exist (an empty list means none). */
export async function loadCities(db: Database, provinceCode: string): Promise<CodeName[] | undefined> {
  if (!(await findProvince(db, provinceCode))) return undefined;
  const rows = await db.select({ code: cities.code, name: cities.name }).from(cities).where(eq(cities.provinceCode, provinceCode));
  return rows.sort(byName);
}
