/**
 * This browser's reading copy (src/lib/reading/preferences.ts, `readingStorageKey`) told which
 * learner is active, so the next reading page starts with their settings before the first paint.
 * The key is written out here rather than imported: importing the preferences module from the
 * learner store would put it in a chunk of its own on every reading page (tests/unit checks they agree).
 */
export const activeLearnerStorageKey = 'bsb:reading';

export function rememberActiveLearner(learner: string): void {
  try {
    const copy: unknown = JSON.parse(localStorage.getItem(activeLearnerStorageKey) ?? '{}');
    const kept = typeof copy === 'object' && copy !== null ? copy : {};
    localStorage.setItem(activeLearnerStorageKey, JSON.stringify({ ...kept, active: learner }));
  } catch {
    // Storage blocked or a broken copy: the reading page puts it right once the session is known.
  }
}
