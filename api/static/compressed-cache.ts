/** Budget of the compressed-body cache: the most-used pages and assets stay compressed in memory. */
export const compressedCacheBudgetBytes = 64 * 1024 * 1024;

/** A small LRU of compressed bodies, keyed by file, modification time and encoding. */
export class CompressedCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: Buffer): void {
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldKey, oldBody] of this.entries) {
      if (this.bytes <= compressedCacheBudgetBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldBody.length;
    }
  }
}
