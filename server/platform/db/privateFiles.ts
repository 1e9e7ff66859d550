import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Group and other lose every permission: the data holds customers' names, e-mails and addresses. */
const NOT_FOR_OTHERS = 0o077;

/**
 * Files and folders the process creates from here on are its user's only: PGlite creates its files (new
 * WAL segments too, at any time) with mode 0666 less the process's umask.
 */
export function keepNewFilesPrivate(): void {
  // A worker thread may not change the process's umask; the folder is still fixed by makeFolderPrivate.
  if (isMainThread) process.umask(NOT_FOR_OTHERS);
}

function restrict(entry: string, recursive: boolean): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & NOT_FOR_OTHERS) !== 0) chmodSync(entry, stat.mode & 0o700);
  if (recursive && stat.isDirectory()) for (const name of readdirSync(entry)) restrict(path.join(entry, name), true);
}

/**
 * Creates `folder` for its owner only (0700), or takes group and other permissions away from an existing
 * one: from everything in it too when `recursive` (files written before, by an older version, are 0666).
 */
export function makeFolderPrivate(folder: string, { recursive }: { recursive: boolean }): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  restrict(folder, recursive);
}
