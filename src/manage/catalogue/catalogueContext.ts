import { createContext, useContext } from 'react';
import type { ManageCatalogue, ManageCategory, ManageExtra, ManageProduct } from '../../api/contract/manage/catalogue';

/** The catalogue as the section loaded it, and how its screens put back what a call answered. */
export interface CatalogueState {
  catalogue: ManageCatalogue;
  /** May change the chain's catalogue (catalogue.edit); otherwise every chain field is read-only. */
  canEdit: boolean;
  reload(): Promise<void>;
  putProduct(product: ManageProduct): void;
  dropProduct(code: string): void;
  putCategory(category: ManageCategory): void;
  putExtra(extra: ManageExtra): void;
}

export const CatalogueContext = createContext<CatalogueState | null>(null);

export function useCatalogue(): CatalogueState {
  const state = useContext(CatalogueContext);
  if (!state) throw new Error('useCatalogue() used outside the catalogue section');
  return state;
}

/** Replaces the item with the same key, or adds it at the end. */
export function upsert<T>(items: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  const index = items.findIndex((existing) => same(existing, item));
  if (index === -1) return [...items, item];
  return items.map((existing, at) => (at === index ? item : existing));
}
