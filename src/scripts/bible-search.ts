import { apiRequest } from '../client/request.ts';
import { maxSearchLimit, type TextSegment } from '../lib/bible/search.ts';
import { findVersion } from '../lib/bible/versions.ts';
import { loadChosenVersion } from '../stores/bible-version.ts';

/** The /bible/search page: reads ?q=&version=&book= and shows the API's results (no framework). */
interface SearchAnswer {
  query: string;
  version: string;
  results: Array<{ reference: string; path: string; segments: TextSegment[] }>;
  hasMore: boolean;
}

type SearchOutcome = { ok: true; data: SearchAnswer } | { ok: false; message: string };

/**
 * The status line's words, rendered into the form by the page in its language
 * (`data-search-words`): templates with {count}, {query} and {version} to fill in.
 */
interface SearchWords {
  searching: string;
  unavailable: string;
  none: string;
  more: string;
  foundOne: string;
  foundMany: string;
}

const fillIn = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

async function fetchResults(params: URLSearchParams, unexpected: string): Promise<SearchOutcome> {
  const result = await apiRequest<SearchAnswer>('GET', `/api/bible/search?${params}`, undefined, {
    fallbackMessage: unexpected,
  });
  if (result.ok) return result;
  return { ok: false, message: result.status > 0 && result.status < 500 ? result.message : unexpected };
}

function resultItem(result: SearchAnswer['results'][number]): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'card p-4';
  const link = document.createElement('a');
  link.href = result.path;
  link.className = 'font-extrabold text-brand-800 underline-offset-2 hover:underline';
  link.textContent = result.reference;
  const text = document.createElement('p');
  text.className = 'mt-1 font-serif text-lg text-slate-900';
  for (const segment of result.segments) {
    if (!segment.match) {
      text.append(segment.text);
      continue;
    }
    const mark = document.createElement('mark');
    mark.className = 'rounded bg-sun-300 px-0.5 text-slate-900';
    mark.textContent = segment.text;
    text.append(mark);
  }
  item.append(link, text);
  return item;
}

function summary(data: SearchAnswer, words: SearchWords): string {
  const version = findVersion(data.version)?.name ?? data.version;
  const count = data.results.length;
  const values = { count, query: data.query, version };
  if (count === 0) return fillIn(words.none, values);
  if (data.hasMore) return fillIn(words.more, values);
  return fillIn(count === 1 ? words.foundOne : words.foundMany, values);
}

export function initBibleSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-bible-search]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  if (!form || !status || !list) return;
  const words = JSON.parse(form.dataset.searchWords ?? '{}') as SearchWords;
  const field = (name: string): HTMLInputElement | HTMLSelectElement =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  let latest = 0;

  async function run(params: URLSearchParams): Promise<void> {
    const q = params.get('q')?.trim() ?? '';
    list!.replaceChildren();
    if (q === '') {
      status!.textContent = '';
      return;
    }
    const ticket = ++latest;
    status!.textContent = words.searching;
    const search = new URLSearchParams({ q, limit: String(maxSearchLimit) });
    for (const name of ['version', 'book']) {
      const value = params.get(name);
      if (value) search.set(name, value);
    }
    const outcome = await fetchResults(search, words.unavailable);
    if (ticket !== latest) return;
    if (!outcome.ok) {
      status!.textContent = outcome.message;
      return;
    }
    status!.textContent = summary(outcome.data, words);
    list!.replaceChildren(...outcome.data.results.map(resultItem));
  }

  function fillForm(params: URLSearchParams): void {
    field('q').value = params.get('q') ?? '';
    for (const name of ['version', 'book']) {
      const select = field(name) as HTMLSelectElement;
      const wanted = params.get(name) ?? '';
      if ([...select.options].some((o) => o.value === wanted)) select.value = wanted;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const name of ['q', 'version', 'book']) params.set(name, field(name).value);
    window.history.pushState(null, '', `${window.location.pathname}?${params}`);
    void run(params);
  });
  window.addEventListener('popstate', () => {
    const params = new URLSearchParams(window.location.search);
    fillForm(params);
    void run(params);
  });

  const initial = new URLSearchParams(window.location.search);
  fillForm(initial);
  // A search that names no version is made in the one the learner reads in.
  void (async () => {
    if (!initial.get('version')) {
      initial.set('version', await loadChosenVersion());
      fillForm(initial);
    }
    await run(initial);
  })();
}
