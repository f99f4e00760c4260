import type { BuildStore } from './build-store.ts';

export interface OldBuildRemover {
  /** Marks that a build went live: old builds are to be deleted once no build is due. */
  markDue(): void;
  /** Starts deleting if it is due; `done` is called when it has ended or stopped. */
  startIfDue(done: () => void): void;
  /** Ends a running deletion between two batches of files; resolves once it has stopped. */
  interrupt(): Promise<void>;
  isRunning(): boolean;
}

/**
 * Deletes old builds (thousands of files: seconds of a loaded machine's disk and CPU), started only
 * when no build is due, so that a save made meanwhile does not wait for it: a build that starts
 * stops it between two batches, and the next deletion finishes it.
 */
export function oldBuildRemover(
  store: BuildStore,
  keepBuilds: number,
  log: (message: string) => void,
): OldBuildRemover {
  let running: Promise<void> | null = null;
  let due = false;
  let stopRequested = false;
  return {
    markDue() {
      due = true;
    },
    startIfDue(done) {
      if (!due || running) return;
      due = false;
      stopRequested = false;
      running = store
        .prune(keepBuilds, () => stopRequested)
        .then(
          (pruned) => {
            if (stopRequested) due = true;
            if (pruned) log(`rebuild: removed ${pruned} old build${pruned === 1 ? '' : 's'}`);
          },
          (error: unknown) =>
            log(
              `rebuild: removing old builds failed: ${error instanceof Error ? error.message : String(error)}`,
            ),
        )
        .finally(() => {
          running = null;
          done();
        });
    },
    async interrupt() {
      if (!running) return;
      stopRequested = true;
      await running;
    },
    isRunning: () => running !== null,
  };
}
