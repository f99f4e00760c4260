/**
 * The memory of a whole process tree (a server with its build processes, or npm with the build it
 * runs), sampled from Linux's /proc many times a second: every process below a root, its resident
 * memory (VmRSS) and, where the kernel offers it (`smaps_rollup`), its proportional share (PSS:
 * pages shared between processes counted once in all). The tree's figure is the sum at one instant,
 * so its peak is what the host must hold at once. `npx node scripts/bench/tree-memory.ts -- <cmd>`
 * runs a command and prints its tree's peak.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The budgets of a whole tree (README, "Requirements" and "Budgets"): so that a 1 GB host keeps room
 * for the system, a reverse proxy and PostgreSQL's shared buffers beside the site.
 */
export const treeIdleBudgetMb = 200;
/** During an admin save's build and during `npm run build -- --full`. */
export const treePeakBudgetMb = 600;

export interface ProcessMemory {
  pid: number;
  /** The command line, shortened (`node .../astro.mjs build`). */
  command: string;
  rssMb: number;
  /** Null when the kernel gives no `smaps_rollup` (before Linux 4.14, or another user's process). */
  pssMb: number | null;
}

export interface TreeSample {
  atMs: number;
  rssMb: number;
  /** The sum of the processes' PSS; null when one of them had none. */
  pssMb: number | null;
  processes: ProcessMemory[];
}

export interface TreeMemoryReport {
  samples: number;
  /** The largest sum over the tree at one instant. */
  peakRssMb: number;
  peakPssMb: number | null;
  /** The tree at the instant of the RSS peak, largest first. */
  atPeak: ProcessMemory[];
  /** The last sample's sums (the tree as it was when the watch stopped). */
  lastRssMb: number;
  lastPssMb: number | null;
}

/** The parent of every process now running (Linux `/proc/<pid>/stat`, field 4). */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  return parents;
}

/** `root` and every process below it. */
export function treePids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentsByPid()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const walk = (pid: number): void => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found;
}

const kbField = (text: string, field: string): number | null => {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return kb === undefined ? null : Number(kb);
};

/**
 * One process's memory now, or null when it has ended (or is a kernel thread). `pss: false` reads
 * only its resident size: PSS comes from `smaps_rollup`, for which the kernel walks every page of the
 * process (5 ms of CPU for a build process of 450 MB), where the resident size is one counter.
 */
export function processMemory(pid: number, pss = true): ProcessMemory | null {
  try {
    const rssKb = kbField(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
    if (rssKb === null) return null;
    let pssKb: number | null = null;
    try {
      if (pss) pssKb = kbField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // no smaps_rollup: RSS only
    }
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((part) => (part.includes('/') ? part.split('/').slice(-2).join('/') : part))
      .join(' ')
      .slice(0, 80);
    return { pid, command, rssMb: rssKb / 1024, pssMb: pssKb === null ? null : pssKb / 1024 };
  } catch {
    return null;
  }
}

/** The tree below `root` now: each process and the sums (`pss: false`: resident sizes only). */
export function sampleTree(root: number, pss = true): TreeSample {
  const processes = treePids(root)
    .map((pid) => processMemory(pid, pss))
    .filter((p): p is ProcessMemory => p !== null);
  const rssMb = processes.reduce((sum, p) => sum + p.rssMb, 0);
  const pssMb =
    pss && processes.every((p) => p.pssMb !== null)
      ? processes.reduce((sum, p) => sum + (p.pssMb ?? 0), 0)
      : null;
  return { atMs: performance.now(), rssMb, pssMb, processes };
}

/** How often a watch samples: 20 times a second catches a build's peaks (they last seconds). */
export const sampleIntervalMs = 50;
/** The shortest time between two PSS readings of a watch, unless the tree reaches a new RSS peak. */
export const pssIntervalMs = 200;

/**
 * Whether a watch's sample of `rssMb` reads PSS too. Never when the tree's RSS is below the highest
 * PSS seen (PSS is at most RSS: that instant cannot be the PSS peak); always at a new RSS peak;
 * otherwise at most every `pssIntervalMs`. Reading PSS 20 times a second took 1 to 1.5 s of CPU
 * during an 8 s admin save on a 2-core machine, which the build being measured then lacked.
 */
export function readsPss(
  rssMb: number,
  watch: { peakRssMb: number | null; peakPssMb: number | null; sinceLastPssMs: number },
): boolean {
  if (watch.peakPssMb !== null && rssMb < watch.peakPssMb) return false;
  if (watch.peakRssMb === null || rssMb > watch.peakRssMb) return true;
  return watch.sinceLastPssMs >= pssIntervalMs;
}

/**
 * Samples the tree below `root` every `intervalMs` until `stop()`, which answers its peak: RSS at
 * every sample, PSS where it could be a new peak (readsPss). The sampling runs on this process's
 * event loop: the caller must wait (await a child, poll a URL), not compute, meanwhile.
 */
export function watchTree(
  root: number,
  intervalMs: number = sampleIntervalMs,
): { stop: () => TreeMemoryReport; sample: () => TreeSample } {
  let peak: TreeSample | null = null;
  let peakPss: number | null = null;
  let lastPss: number | null = null;
  let lastPssAt = -Infinity;
  let last: TreeSample | null = null;
  let samples = 0;
  const take = (forcePss = false): TreeSample => {
    let now = sampleTree(root, false);
    const at = performance.now();
    if (
      forcePss ||
      readsPss(now.rssMb, {
        peakRssMb: peak?.rssMb ?? null,
        peakPssMb: peakPss,
        sinceLastPssMs: at - lastPssAt,
      })
    ) {
      now = sampleTree(root);
      lastPssAt = at;
      if (now.pssMb !== null) {
        lastPss = now.pssMb;
        peakPss = Math.max(peakPss ?? 0, now.pssMb);
      }
    }
    samples += 1;
    last = now;
    if (!peak || now.rssMb > peak.rssMb) peak = now;
    return now;
  };
  take(true);
  const timer = setInterval(take, intervalMs);
  return {
    sample: () => take(true),
    stop: (): TreeMemoryReport => {
      clearInterval(timer);
      const end = take(true);
      const top = peak ?? end;
      return {
        samples,
        peakRssMb: top.rssMb,
        peakPssMb: peakPss,
        atPeak: [...top.processes].sort((a, b) => b.rssMb - a.rssMb),
        lastRssMb: (last ?? end).rssMb,
        lastPssMb: lastPss,
      };
    },
  };
}

const mb = (n: number | null): string => (n === null ? 'n/a' : `${n.toFixed(0)} MB`);

/** One line for a report: peak RSS and PSS against a budget, and the processes at the peak. */
export function describePeak(label: string, report: TreeMemoryReport, budgetMb: number): string {
  const within = (report.peakPssMb ?? report.peakRssMb) <= budgetMb;
  const parts = report.atPeak.map((p) => `${p.command.split(' ').slice(0, 3).join(' ')} ${mb(p.rssMb)}`);
  return (
    `${label}: peak ${mb(report.peakRssMb)} RSS, ${mb(report.peakPssMb)} PSS for the whole tree ` +
    `(budget ${budgetMb} MB: ${within ? 'within' : 'OVER'}; ${report.samples} samples; at the peak: ` +
    `${parts.join(', ')})`
  );
}

/** One line for a report: the tree's memory at one instant against the idle budget. */
export function describeIdle(label: string, sample: TreeSample, budgetMb: number = treeIdleBudgetMb): string {
  const within = (sample.pssMb ?? sample.rssMb) <= budgetMb;
  const parts = sample.processes.map((p) => `${p.command.split(' ').slice(0, 3).join(' ')} ${mb(p.rssMb)}`);
  return (
    `${label}: ${mb(sample.rssMb)} RSS, ${mb(sample.pssMb)} PSS for the whole tree (budget ${budgetMb} MB: ` +
    `${within ? 'within' : 'OVER'}; ${parts.join(', ')})`
  );
}

// Alone: runs a command and prints its tree's peak (`-- npm run build -- --full`).
if (import.meta.main) {
  const dash = process.argv.indexOf('--');
  const [command, ...args] = process.argv.slice(dash >= 0 ? dash + 1 : 2);
  if (!command) {
    console.error('Usage: npx node scripts/bench/tree-memory.ts -- <command> [args...]');
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: 'inherit' });
  const watch = watchTree(child.pid!);
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  const report = watch.stop();
  console.log(
    describePeak(
      `${[command, ...args].join(' ')}`,
      report,
      Number(process.env.BUDGET_MB ?? treePeakBudgetMb),
    ),
  );
  process.exitCode = code;
}
