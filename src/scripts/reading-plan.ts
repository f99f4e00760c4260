import { apiRequest } from '../client/request.ts';
import { getLocale } from '../i18n/page-locale.ts';
import { chapterPagePath } from '../lib/bible/page-paths.ts';
import { defaultVersionFor } from '../lib/bible/versions.ts';
import type { LearnerPlanView, Passage } from '../lib/reading-plans.ts';
import { loadSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';
import { h } from './dom.ts';

const verseRange = ({ from, to }: { from: number; to: number }): string =>
  to > from ? `${from}-${to}` : `${from}`;
const label = (p: Passage): string =>
  `${p.bookName} ${p.chapter}${p.verses ? `:${verseRange(p.verses)}` : ''}`;
const href = (p: Passage): string =>
  `${chapterPagePath(defaultVersionFor(getLocale()), p.book, p.chapter)}${p.verses ? `#v${p.verses.from}` : ''}`;

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
  if (!p) return 'You have not started this plan yet.';
  if (p.finished) return `🎉 You finished all ${p.totalDays} days. Well done!`;
  const catchUp =
    p.behind > 0
      ? ` Take your time: ${p.behind} earlier ${p.behind === 1 ? 'day is' : 'days are'} waiting for you.`
      : '';
  return `${p.daysDone} of ${p.totalDays} days read (${p.percent}%).${catchUp}`;
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
    const day = a.plan.days[todayDay - 1];
    one(root, '[data-plan-today-text]')!.textContent =
      `Day ${todayDay}: read ${day?.passages.map(label).join(' and ')}, then press Mark as Read on each chapter.`;
    one(root, '[data-plan-today-links]')!.replaceChildren(
      ...(day?.passages ?? []).map((p) =>
        h('li', null, h('a', { class: 'btn-primary', href: href(p) }, `📖 ${label(p)}`)),
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
    else
      one(root, '[data-plan-status]')!.textContent = 'Your progress could not be loaded. Please try again.';
  });
  const start = async (again: boolean): Promise<void> => {
    const answer = await api<LearnerPlanView>('POST', `${path}/start`);
    if (!answer)
      return void toast({
        title: 'Error',
        description: 'The plan could not be started. Please try again.',
        variant: 'error',
      });
    render(root, answer);
    toast({
      title: again ? 'Plan started again' : 'Plan started! 🎉',
      description: 'Today’s reading is ready for you.',
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
        return h(
          'li',
          { class: 'card', 'data-my-plan': a.plan.id },
          h(
            'a',
            {
              class: 'text-lg font-extrabold text-brand-900 underline',
              href: `/reading-plans/${a.plan.id}/`,
            },
            a.plan.title,
          ),
          h('p', { class: 'mt-1' }, statusText(a)),
          day
            ? h(
                'p',
                { class: 'mt-1 font-semibold' },
                `Today: Day ${today}, ${day.passages.map(label).join(' and ')}`,
              )
            : null,
        );
      }),
    );
    section.hidden = false;
  });
}
