import { loadSettings, type Settings, SettingsError } from '../config/settings.ts';

/** An error whose message is meant for the person at the terminal: printed without a stack. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/** Runs a command-line script with validated settings; prints a clear message and exits 1 on failure. */
export async function runScript(main: (settings: Settings) => Promise<void>): Promise<void> {
  try {
    await main(loadSettings());
  } catch (error) {
    if (error instanceof SettingsError || error instanceof ScriptError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}
