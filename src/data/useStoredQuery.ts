import { useDebugValue, useEffect, useState, useSyncExternalStore, type DependencyList } from 'react';
import type { AppDb } from './db';
import { subscribeDatabaseRegistered } from './databaseRegistry';
import { openDatabase, openedDatabase, type OpenedDatabase } from './openDatabase';

type Subscription = { unsubscribe(): void };
type Observable<T> = {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription;
  getValue?: () => T;
  hasValue?: () => boolean;
};

const NEVER: Observable<never> = { subscribe: () => ({ unsubscribe: () => undefined }) };
const noDatabase = () => undefined;

/**
 * Dexie's live query of `querier` (what dexie-react-hooks' useLiveQuery does), without needing Dexie in the
 * first load: `defaultResult` until the database's module is in, and during a hydration (the server's
 * render had none). The first use after the hydration loads it. As with useLiveQuery, a change of `deps`
 * keeps the previous answer until the new query answers, and a failed query throws to the error boundary.
 */
export function useStoredQuery<T, D = undefined>(querier: (db: AppDb) => Promise<T> | T, deps: DependencyList, defaultResult?: D): T | D {
  const database = useSyncExternalStore(subscribeDatabaseRegistered, openedDatabase, noDatabase);
  useEffect(() => {
    if (!database) openDatabase().catch((error: unknown) => console.error('Opening the database failed', error));
  }, [database]);
  // The querier is new at each render: `deps` names what it reads, so a new query starts only when they change.
  const [query, setQuery] = useState(() => ({ database, deps, observable: liveObservable(database, querier) }));
  let current = query;
  if (query.database !== database || !sameDeps(query.deps, deps)) {
    current = { database, deps, observable: liveObservable(database, querier) };
    setQuery(current);
  }
  return useObservable(current.observable, defaultResult as D);
}

function sameDeps(before: DependencyList, after: DependencyList): boolean {
  return before.length === after.length && before.every((value, index) => Object.is(value, after[index]));
}

function liveObservable<T>(database: OpenedDatabase | undefined, querier: (db: AppDb) => Promise<T> | T): Observable<T> {
  return database ? (database.liveQuery(() => querier(database.db)) as Observable<T>) : NEVER;
}

type Answer<T> = { hasResult: boolean; result: T; error: unknown };

/** An answer the observable already holds (Dexie keeps a query's last answer), read at once; else `previous`. */
function heldAnswer<T, D>(observable: Observable<T>, previous: Answer<T | D>): Answer<T | D> {
  if (previous.hasResult || (typeof observable.hasValue === 'function' && !observable.hasValue())) return previous;
  if (typeof observable.getValue === 'function') return { hasResult: true, result: observable.getValue(), error: null };
  let held = previous;
  observable
    .subscribe((result) => {
      held = { hasResult: true, result, error: null };
    })
    .unsubscribe();
  return held;
}

/** dexie-react-hooks' useObservable for a memoised observable. */
function useObservable<T, D>(observable: Observable<T>, defaultResult: D): T | D {
  const [answer, setAnswer] = useState<Answer<T | D>>(() => heldAnswer(observable, { hasResult: false, result: defaultResult, error: null }));
  const [answered, setAnswered] = useState(observable);
  if (answered !== observable) {
    setAnswered(observable);
    setAnswer((previous) => heldAnswer(observable, previous));
  }
  useDebugValue(answer.result);
  useEffect(() => {
    const subscription = observable.subscribe(
      (result) => setAnswer((previous) => (previous.error === null && previous.hasResult && previous.result === result ? previous : { hasResult: true, result, error: null })),
      (error: unknown) => setAnswer((previous) => (previous.error === error ? previous : { ...previous, error })),
    );
    return () => subscription.unsubscribe();
  }, [observable]);
  if (answer.error) throw answer.error;
  return answer.result;
}
