import type { liveQuery } from 'dexie';
import type { AppDb } from './db';
import { registeredDatabase } from './databaseRegistry';

/** The app's database with Dexie's live queries, as ./db registers them. */
export type OpenedDatabase = { db: AppDb; liveQuery: typeof liveQuery };

/** The database if its module is in, else undefined: nothing here loads it. */
export function openedDatabase(): OpenedDatabase | undefined {
  return registeredDatabase() as OpenedDatabase | undefined;
}

/**
 * The app's database, loading Dexie on first use. The first screen renders from the document and runs
 * without it; the services that store and read data open it when they first need it.
 */
export function openDatabase(): Promise<AppDb> {
  const opened = openedDatabase();
  return opened ? Promise.resolve(opened.db) : import('./db').then((module) => module.db);
}

/** Where a service finds the database: the database itself (tests, staff surfaces) or how to open it. */
export type DatabaseSource = AppDb | (() => Promise<AppDb>);

export function databaseFrom(source: DatabaseSource): Promise<AppDb> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}
