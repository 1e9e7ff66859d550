import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Chmod = (target: unknown, mode: number) => void;
type DoSetAttr = (target: unknown, node: unknown, attributes: unknown, chmod: Chmod, ...rest: unknown[]) => void;

/** Group and other lose every permission: the data holds customers' names, e-mails and addresses. */
const NOT_FOR_OTHERS = 0o077;

/**
 * PGlite's files on disk, the owner's only. Emscripten's NODEFS gives every file it creates mode 0666 by
 * an explicit chmod, which the process's umask does not touch: here each mode it sets loses group and
 * other permissions on its way to the disk (its in-memory idea of the mode is left as it was).
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const maskModes = (module: object) => {
      const nodefs = (module as { NODEFS?: { doSetAttr?: DoSetAttr } }).NODEFS;
      const doSetAttr = nodefs?.doSetAttr;
      // Fails the start rather than write customers' data readable by all, should a PGlite upgrade change this.
      if (!nodefs || typeof doSetAttr !== 'function') throw new Error("PGlite's NODEFS has no doSetAttr: its files' modes cannot be kept private");
      nodefs.doSetAttr = (target, node, attributes, chmod, ...rest) =>
        doSetAttr(target, node, attributes, (path, mode) => chmod(path, mode & ~NOT_FOR_OTHERS), ...rest);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [maskModes, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
