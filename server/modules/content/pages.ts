import { eq } from 'drizzle-orm';
import type { Language, Page } from '../../../src/api/contract';
import { pick, pickAll } from '../catalogue/localize';
import type { Database } from '../../platform/db/connect';
import { pages } from '../../platform/db/schema';

/** Page in the language of the request; undefined for an unknown code. */
export async function loadPage(db: Database, code: string, language: Language): Promise<Page | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.code, code)).limit(1);
  if (!row) return undefined;
  return {
    code: row.code,
    title: pick(row.title, language),
    subtitle: pick(row.subtitle, language),
    items: row.items.map(({ type, value, texts, image }) => ({
      type,
      ...(value ? { value: pick(value, language) } : {}),
      ...(texts ? { texts: pickAll(texts, language) } : {}),
      ...(image ? { image } : {}),
    })),
  };
}
