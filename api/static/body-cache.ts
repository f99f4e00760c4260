/** Budget of the in-memory bodies: the most-used pages and assets (their compressed variants) stay in memory. */
export const bodyCacheBudgetBytes = 48 * 1024 * 1024;

/** Files larger than this are streamed from disk and never kept in memory. */
export const largestCachedBodyBytes = 1024 * 1024;

/** A least-recently-used map of file bodies, capped in bytes. */
export class BodyCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  /** The key used last: already the newest entry, so a run of hits on one page moves nothing. */
  private newest: string | undefined;

  private readonly budget: number;

  constructor(budget: number = bodyCacheBudgetBytes) {
    this.budget = budget;
  }

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit && key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.newest = key;
    }
    return hit;
  }

  set(key: string, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    this.entries.set(key, body);
    this.newest = key;
    this.bytes += body.length;
    for (const [oldKey, oldBody] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldKey);
      this.bytes -= oldBody.length;
    }
  }

  /** Bytes kept now. */
  get size(): number {
    return this.bytes;
  }
}
