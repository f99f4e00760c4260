import { apiRequest } from '../client/request.ts';
import {
  type LocalReadingCopy,
  localCopyFrom,
  preferencesIn,
  type ReadingPreferences,
  readingPreferencesFrom,
  readingStorageKey,
  themeOf,
  visitorLearnerKey,
  withLearnerPreferences,
} from '../lib/reading/preferences.ts';
import { $session, type SessionState } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * A reading page's preferences (src/lib/reading/preferences.ts), loaded by reading-start.ts when
 * needed: the active learner's from the server when signed in (they follow the learner to another
 * device), this browser's copy for a visitor, the system's light or dark while the learner follows
 * it, and the "Aa" settings (ReadingSettings.astro): their choices show the learner's preferences
 * each time the panel opens, a change applies and keeps them at once, and Escape or a tap outside
 * closes the panel. A change of learner (a child takes the tablet) applies the new learner's at once.
 */
const path = '/api/reading-preferences';
const systemDark = matchMedia('(prefers-color-scheme: dark)');

/** This browser's copy (localStorage; blocked or full storage is ignored: the defaults then). */
function readCopy(): LocalReadingCopy {
  try {
    return localCopyFrom(localStorage.getItem(readingStorageKey));
  } catch {
    return localCopyFrom(null);
  }
}

function keepCopy(copy: LocalReadingCopy): void {
  try {
    localStorage.setItem(readingStorageKey, JSON.stringify(copy));
  } catch {
    // Nothing to do: the page still shows the choice.
  }
}

const learnerKeyOf = (s: SessionState): string => (s.user ? (s.profile?.id ?? s.user.id) : visitorLearnerKey);

let learner = readCopy().active;
let current = preferencesIn(readCopy(), learner);
/** Bumped by every choice and change of learner: an older answer from the server is not applied. */
let turn = 0;

function apply(preferences: ReadingPreferences): void {
  current = preferences;
  const root = document.documentElement;
  root.dataset.theme = themeOf(preferences, systemDark.matches);
  root.dataset.textSize = preferences.textSize;
  root.dataset.readingFont = preferences.readingFont;
}

/**
 * Applies and keeps the learner's choice: in this browser, and on the server for a signed-in learner.
 * False when the server could not keep it.
 */
async function choose(preferences: ReadingPreferences): Promise<boolean> {
  turn++;
  apply(preferences);
  keepCopy(withLearnerPreferences(readCopy(), learner, preferences));
  if (learner === visitorLearnerKey) return true;
  return (await apiRequest('PUT', path, preferences)).ok;
}

async function loadFromServer(key: string): Promise<void> {
  const asked = turn;
  const answer = await apiRequest<unknown>('GET', path, undefined, { cache: 'no-store' });
  if (!answer.ok || asked !== turn || key !== learner) return;
  const preferences = readingPreferencesFrom(answer.data);
  keepCopy(withLearnerPreferences(readCopy(), key, preferences));
  apply(preferences);
}

function follow(session: SessionState): void {
  if (session.loading) return;
  const key = learnerKeyOf(session);
  if (key !== learner) {
    turn++;
    learner = key;
    const copy = readCopy();
    keepCopy({ ...copy, active: key });
    apply(preferencesIn(copy, key));
  }
  if (session.user) void loadFromServer(key);
}

function enhanceSettings(menu: HTMLDetailsElement): void {
  const form = menu.querySelector<HTMLFormElement>('form[data-reading-settings]');
  if (!form) return;
  const show = (): void => {
    for (const [name, value] of Object.entries(current)) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
      if (input) input.checked = true;
    }
  };
  show();
  for (const group of form.querySelectorAll('fieldset')) group.disabled = false;
  menu.addEventListener('toggle', () => {
    if (menu.open) show();
  });
  form.addEventListener('change', async () => {
    const saved = await choose(readingPreferencesFrom(Object.fromEntries(new FormData(form))));
    // The message is in the page (the form's data-not-saved), in the page's language.
    if (!saved) toast({ title: form.dataset.notSaved ?? '', variant: 'error' });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}

export function initReadingPreferences(): void {
  apply(current);
  systemDark.addEventListener('change', () => apply(current));
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-reading-settings-menu]'))
    enhanceSettings(menu);
  $session.subscribe(follow);
}
