/** A least-recently-used map bounded by the summed weight of its values (bytes, or 1 each for a count). */
export class ByteLru<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the entry to the end: the map's order is the order of use.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.weight -= this.weigh(previous);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldest, old] of this.entries) {
      if (this.weight <= this.capacity) break;
      this.entries.delete(oldest);
      this.weight -= this.weigh(old);
    }
  }
}
