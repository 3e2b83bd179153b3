/** An input the engine cannot pay on, naming the field by its path (e.g. `drivers[2].HireDate`). */
export class PayInputError extends Error {
  override readonly name = 'PayInputError';
  readonly path: string;
  constructor(path: string, detail: string) {
    super(`${path}: ${detail}`);
    this.path = path;
  }
}
