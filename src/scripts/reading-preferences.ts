import { keepReadingCopy as keepCopy, readReadingCopy as readCopy } from '../client/reading-copy.ts';
import { apiRequest } from '../client/request.ts';
import {
  preferencesIn,
  type ReadingPreferences,
  readingPreferencesFrom,
  themeOf,
  visitorLearnerKey,
  withLearnerPreferences,
} from '../lib/reading/preferences.ts';
import { m } from '../paraglide/messages.js';
import { $session, loadSession, type SessionState } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * A reading page's preferences (src/lib/reading/preferences.ts) once the page runs: the active
 * learner's from the server when signed in (they follow the learner to another device), this
 * browser's copy for a visitor and before the session is known, the system's light or dark while
 * the learner follows it, and the "Aa" settings (ReadingSettings.astro). A change of learner (a
 * child takes the tablet) applies the new learner's preferences at once.
 */
const path = '/api/reading-preferences';
const systemDark = matchMedia('(prefers-color-scheme: dark)');

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
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-reading-settings]')) {
    for (const [name, value] of Object.entries(preferences)) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
      if (input) input.checked = true;
    }
  }
}

async function loadFromServer(key: string): Promise<void> {
  const asked = turn;
  const answer = await apiRequest<unknown>('GET', path, undefined, { cache: 'no-store' });
  if (!answer.ok || asked !== turn || key !== learner) return;
  const preferences = readingPreferencesFrom(answer.data);
  keepCopy(withLearnerPreferences(readCopy(), key, preferences));
  apply(preferences);
}

async function choose(preferences: ReadingPreferences): Promise<void> {
  turn++;
  apply(preferences);
  keepCopy(withLearnerPreferences(readCopy(), learner, preferences));
  if (learner === visitorLearnerKey) return;
  const saved = await apiRequest('PUT', path, preferences);
  if (!saved.ok) toast({ title: m.reader_settings_not_saved(), variant: 'error' });
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
  form.addEventListener('change', () => {
    const data = new FormData(form);
    void choose(readingPreferencesFrom(Object.fromEntries(data)));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  menu.hidden = false;
}

export function initReadingPreferences(): void {
  apply(current);
  systemDark.addEventListener('change', () => apply(current));
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-reading-settings-menu]'))
    enhanceSettings(menu);
  $session.subscribe(follow);
  void loadSession();
}
