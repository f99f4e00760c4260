import { loadSettings, type Settings, SettingsError } from '../config/settings.ts';

/** An error whose message is meant for the person at the terminal: printed without a stack. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/**
 * Runs a command-line script with validated settings; prints a clear message and exits 1 on failure.
 * In the compile cache's warm-up (config/compile-cache.mjs) it runs nothing: that process only loads
 * the script's modules.
 */
export async function runScript(main: (settings: Settings) => Promise<void>): Promise<void> {
  if (process.env.BSB_COMPILE_WARM_UP === '1') return;
  try {
    await main(loadSettings());
  } catch (error) {
    if (error instanceof SettingsError || error instanceof ScriptError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}
