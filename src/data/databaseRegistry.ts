// Where the database's module announces itself when it is evaluated, whoever loaded it. Untyped here so the
// database's module depends on nothing of its own: ./openDatabase gives it its type.
let registered: unknown;
const listeners = new Set<() => void>();

export function registerDatabase(database: unknown): void {
  registered = database;
  for (const listener of listeners) listener();
}

export function registeredDatabase(): unknown {
  return registered;
}

export function subscribeDatabaseRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
