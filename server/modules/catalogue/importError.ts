/** A catalogue refused before anything was written: each problem names its field (`products.3.price: …`). */
export class CatalogueImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue was not imported:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CatalogueImportError';
  }
}
