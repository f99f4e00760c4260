import { apiRequest } from '../client/request.ts';
import { getLocale } from '../i18n/page-locale.ts';
import type { PlanWords, PluralWords } from '../lib/learn/plan-words.ts';
import type { LearnerPlanView } from '../lib/reading-plans.ts';
import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';
import { h } from './dom.ts';
import { readData } from './page-data.ts';

const list = (items: readonly string[]): string =>
  new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(items);

/** The page's words in its language (src/components/reading-plans/PlanWords.astro), read once. */
let pageWords: PlanWords | null = null;
function words(): PlanWords {
  pageWords ??= readData<PlanWords>(document, '[data-plan-words]');
  if (!pageWords) throw new Error('The reading plan page carries no words');
  return pageWords;
}

/** `text` with each `{name}` replaced by its value. */
const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));

const counted = (forms: PluralWords, count: number): string =>
  fill(new Intl.PluralRules(getLocale()).select(count) === 'one' ? forms.one : forms.other, { count });

async function api<T>(method: string, path: string): Promise<T | null> {
  const result = await apiRequest<T>(method, path, undefined, { cache: 'no-store' });
  return result.ok ? result.data : null;
}

function one<T extends HTMLElement>(root: ParentNode, selector: string): T | null {
  return root.querySelector<T>(selector);
}

/** The status line: encouragement, never guilt. */
function statusText(a: LearnerPlanView): string {
  const p = a.started?.progress;
  const w = words();
  if (!p) return w.notStarted;
  if (p.finished) return counted(w.finished, p.totalDays);
  const read = fill(w.daysRead, { done: p.daysDone, count: p.totalDays, percent: p.percent });
  return p.behind > 0 ? `${read} ${counted(w.behind, p.behind)}` : read;
}

function render(root: HTMLElement, a: LearnerPlanView): void {
  one(root, '[data-plan-loading]')!.hidden = true;
  one(root, '[data-plan-status]')!.textContent = statusText(a);
  one(root, '[data-plan-start]')!.hidden = a.started !== null;
  one(root, '[data-plan-restart]')!.hidden = a.started === null;
  const todayBox = one(root, '[data-plan-today]')!;
  const todayDay = a.started?.progress.todayDay ?? null;
  todayBox.hidden = todayDay === null;
  if (todayDay !== null) {
    // The day's links as the page wrote them: in its language, to its language's Bible.
    const links = Array.from(
      root.querySelectorAll<HTMLAnchorElement>(`[data-plan-day="${todayDay}"] [data-day-passages] a`),
    );
    const passages = list(links.map((link) => link.textContent ?? ''));
    one(root, '[data-plan-today-text]')!.textContent = fill(words().todayReading, {
      day: todayDay,
      passages,
    });
    one(root, '[data-plan-today-links]')!.replaceChildren(
      ...links.map((link) =>
        h(
          'li',
          null,
          h('a', { class: 'btn-primary', href: link.getAttribute('href') ?? '' }, `📖 ${link.textContent}`),
        ),
      ),
    );
  }
  for (const li of root.querySelectorAll<HTMLElement>('[data-plan-day]')) {
    const n = Number(li.dataset.planDay);
    const done = a.started?.daysDone[n - 1] === true;
    one(li, '[data-day-done]')!.hidden = !done;
    li.dataset.done = done ? 'true' : 'false';
    if (n === todayDay) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
}

/** A plan's page: Start, Today's reading and the days done, for a signed-in learner. */
export function initPlanPage(): void {
  const root = document.querySelector<HTMLElement>('[data-plan]');
  if (!root) return;
  const id = root.dataset.plan!;
  const path = `/api/reading-plans/${encodeURIComponent(id)}`;
  void loadSession().then(async (session) => {
    if (!session.user) return;
    one(root, '[data-plan-visitor]')!.hidden = true;
    one(root, '[data-plan-loading]')!.hidden = false;
    const answer = await api<LearnerPlanView>('GET', path);
    if (answer) render(root, answer);
    else one(root, '[data-plan-status]')!.textContent = words().loadFailed;
  });
  const start = async (again: boolean): Promise<void> => {
    const w = words();
    const answer = await api<LearnerPlanView>('POST', `${path}/start`);
    if (!answer) return void toast({ title: w.error, description: w.startFailed, variant: 'error' });
    render(root, answer);
    toast({ title: again ? w.startedAgain : w.started, description: w.ready, variant: 'success' });
  };
  one(root, '[data-plan-start]')?.addEventListener('click', () => void start(false));
  one(root, '[data-plan-restart]')?.addEventListener('click', () => void start(true));
}

/** The list page: the signed-in learner's plans with today's reading. */
export function initMyPlans(): void {
  const section = document.querySelector<HTMLElement>('[data-my-plans]');
  if (!section) return;
  void loadSession().then(async (session) => {
    if (!session.user) return;
    const answer = await api<{ plans: LearnerPlanView[] }>('GET', '/api/reading-plans/mine');
    if (!answer || answer.plans.length === 0) return;
    one(section, '[data-my-plans-list]')!.replaceChildren(
      ...answer.plans.map((a) => {
        const today = a.started?.progress.todayDay;
        // The plan's title and days as this page's card writes them (in the page's language).
        const card = document.querySelector<HTMLElement>(`[data-plan-card="${CSS.escape(a.plan.id)}"]`);
        const dayLabels = JSON.parse(card?.dataset.planDayLabels ?? '[]') as string[][];
        const labels =
          today === undefined || today === null
            ? null
            : (dayLabels[today - 1] ??
              a.plan.days[today - 1]?.passages.map((p) => `${p.bookName} ${p.chapter}`));
        return h(
          'li',
          { class: 'card', 'data-my-plan': a.plan.id },
          h(
            'a',
            {
              class: 'text-lg font-extrabold text-brand-900 underline',
              // The list's address in the page's language comes with the page (data-plans-path).
              href: `${section.dataset.plansPath}${a.plan.id}/`,
            },
            card?.querySelector('h3 a')?.textContent ?? a.plan.title,
          ),
          h('p', { class: 'mt-1' }, statusText(a)),
          today && labels
            ? h(
                'p',
                { class: 'mt-1 font-semibold' },
                fill(words().mineToday, { day: today, passages: list(labels) }),
              )
            : null,
        );
      }),
    );
    section.hidden = false;
  });
}
