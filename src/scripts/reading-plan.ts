import { apiRequest } from '../client/request.ts';
import { getLocale } from '../i18n/page-locale.ts';
import { localHref } from '../i18n/paths.ts';
import { referenceIn } from '../lib/learn/references.ts';
import type { LearnerPlanView, Passage } from '../lib/reading-plans.ts';
import { m } from '../paraglide/messages.js';
import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';
import { h } from './dom.ts';

const verseRange = ({ from, to }: { from: number; to: number }): string =>
  to > from ? `${from}-${to}` : `${from}`;
/** A passage as the page's language writes it ("Isaiah 9:1-7", "Isaías 9:1-7"). */
const label = (p: Passage): string =>
  referenceIn(getLocale(), `${p.bookName} ${p.chapter}${p.verses ? `:${verseRange(p.verses)}` : ''}`);
const list = (items: readonly string[]): string =>
  new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(items);

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
  if (!p) return m.learn_plan_not_started();
  if (p.finished) return m.learn_plan_finished({ count: p.totalDays });
  const read = m.learn_plan_days_read({ done: p.daysDone, count: p.totalDays, percent: p.percent });
  return p.behind > 0 ? `${read} ${m.learn_plan_behind({ count: p.behind })}` : read;
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
    const passages = list(links.map((a) => a.textContent ?? ''));
    one(root, '[data-plan-today-text]')!.textContent = m.learn_plan_today_reading({
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
    else one(root, '[data-plan-status]')!.textContent = m.learn_plan_load_failed();
  });
  const start = async (again: boolean): Promise<void> => {
    const answer = await api<LearnerPlanView>('POST', `${path}/start`);
    if (!answer)
      return void toast({
        title: m.learn_error(),
        description: m.learn_plan_start_failed(),
        variant: 'error',
      });
    render(root, answer);
    toast({
      title: again ? m.learn_plan_started_again() : m.learn_plan_started(),
      description: m.learn_plan_ready(),
      variant: 'success',
    });
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
        const day = today ? a.plan.days[today - 1] : null;
        // The plan's title as this page's card writes it (in the page's language).
        const card = document.querySelector(`[data-plan-card="${CSS.escape(a.plan.id)}"] h3 a`);
        return h(
          'li',
          { class: 'card', 'data-my-plan': a.plan.id },
          h(
            'a',
            {
              class: 'text-lg font-extrabold text-brand-900 underline',
              href: localHref(`/reading-plans/${a.plan.id}/`),
            },
            card?.textContent ?? a.plan.title,
          ),
          h('p', { class: 'mt-1' }, statusText(a)),
          day && today
            ? h(
                'p',
                { class: 'mt-1 font-semibold' },
                m.learn_plan_mine_today({ day: today, passages: list(day.passages.map(label)) }),
              )
            : null,
        );
      }),
    );
    section.hidden = false;
  });
}
