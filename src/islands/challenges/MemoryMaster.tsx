import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { isCorrectAnswer } from '../../games/memory-verse/logic.ts';
import { getLocale } from '../../i18n/page-locale.ts';
import { localHref } from '../../i18n/paths.ts';
import { referenceIn } from '../../lib/learn/references.ts';
import type { MemoryAccess } from '../../lib/memory/verse-access.ts';
import { masteryGoal, masteryPercent } from '../../lib/memory-verses.ts';
import { newOperationId } from '../../lib/offline-queue.ts';
import { type Awards, announceAwards } from '../../stores/awards.ts';
import { sendForLearner } from '../../stores/learner.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { ProgressBar } from '../shared/ProgressBar.tsx';
import { useSession } from '../shared/use-session.ts';
import { VerseForm } from './memory/OneFieldForm.tsx';
import { PracticeSteps } from './memory/PracticeSteps.tsx';
import { type BuiltInSet, type Collection, MyCollections, VerseSets } from './memory/VerseCollections.tsx';

export interface PracticeVerse {
  id: string;
  reference: string;
  text: string;
}

interface MyVerse {
  key: string;
  reference: string;
  text: string;
  status: 'mastered' | 'due' | 'learning';
  /** Due today, mastered or not (a mastered verse still comes back now and then). */
  dueToday: boolean;
  daysUntilDue: number;
}

interface MemoryOverview {
  summary: { mastered: number; learning: number; dueToday: number; goal: number };
  verses: MyVerse[];
  collections: Collection[];
  access: MemoryAccess;
}

interface PracticeAnswer extends Awards {
  correct: boolean;
  mastered: boolean;
  newlyMastered: boolean;
  daysUntilDue: number;
}

const signInHref = (): string =>
  `${localHref('/auth/')}?next=${encodeURIComponent(localHref('/challenges/memory-master/'))}`;
const inDays = (n: number): string =>
  n <= 1 ? m.learn_memory_tomorrow() : m.learn_memory_in_days({ count: n });
/** A reference as the page's language writes it (the API and the data write them in English). */
const shown = (reference: string): string => referenceIn(getLocale(), reference);

/**
 * Memory Master: the verses a learner is learning on a spaced-repetition schedule, the bar that 50
 * mastered verses fill, the verses to practise today, the five practice steps, adding verses by
 * reference, the built-in sets and the learner's own collections.
 */
export default function MemoryMaster({
  verses,
  sets,
}: {
  verses: PracticeVerse[];
  sets: BuiltInSet[];
}): ReactElement {
  const session = useSession();
  const [overview, setOverview] = useState<MemoryOverview | null>(null);
  const [chosen, setChosen] = useState('');

  const reload = useCallback(async (): Promise<void> => {
    const res = await apiRequest<MemoryOverview>('GET', `/api/memory?language=${getLocale()}`);
    if (res.ok) setOverview(res.data);
    else console.error('Loading memory verses failed:', res.message);
  }, []);
  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (session.user) void reload();
  }, [session.user, reload]);

  const mine = overview?.verses ?? [];
  const mineKeys = new Set(mine.map((v) => v.key));
  const due = mine.filter((v) => v.dueToday);
  const mastered = mine.filter((v) => v.status === 'mastered');
  const others = verses.filter((v) => !mineKeys.has(v.id));
  const options: Array<{ key: string; reference: string; text: string }> = [
    ...mine.map((v) => ({ key: v.key, reference: v.reference, text: v.text })),
    ...others.map((v) => ({ key: v.id, reference: v.reference, text: v.text })),
  ];
  const current =
    options.find((o) => o.key === chosen) ??
    due[0] ??
    options.find((o) => !mineKeys.has(o.key)) ??
    options[0];
  const summary = overview?.summary ?? { mastered: 0, learning: 0, dueToday: 0, goal: masteryGoal };
  const nextUp = mine.filter((v) => !v.dueToday).sort((a, b) => a.daysUntilDue - b.daysUntilDue)[0];

  const practise = (key: string): void => {
    setChosen(key);
    document.getElementById('practice-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  async function recite(answer: string): Promise<boolean | null> {
    if (!current) return null;
    // The operation id makes a practice sent again (after practising offline) count once.
    const body = { reference: current.reference, answer, opId: newOperationId(), language: getLocale() };
    const res = await sendForLearner<PracticeAnswer>('verse-practice', '/api/memory/practice', body);
    // No connection: kept on this device and sent when it returns; the answer is checked here.
    if ('queued' in res) return isCorrectAnswer(answer, current.text);
    if (!res.ok) {
      toast({ title: m.learn_error(), description: res.message, variant: 'error' });
      return null;
    }
    if (res.data.correct) {
      toast(
        res.data.newlyMastered
          ? {
              title: m.learn_memory_mastered_toast(),
              description: m.learn_memory_mastered_line({ reference: shown(current.reference) }),
              variant: 'success',
            }
          : {
              title: m.learn_memory_remembered_toast(),
              description: m.learn_memory_comes_back({
                reference: shown(current.reference),
                when: inDays(res.data.daysUntilDue),
              }),
              variant: 'success',
            },
      );
      announceAwards(res.data);
    }
    await reload();
    return res.data.correct;
  }

  const addVerse = (reference: string) =>
    apiRequest<{ added: boolean; message: string; verse: { key: string } }>('POST', '/api/memory/verses', {
      reference,
    });

  async function verseAdded(added: { message: string; verse: { key: string } }): Promise<void> {
    toast({ title: added.message, variant: 'success' });
    await reload();
    setChosen(added.verse.key);
  }

  async function removeVerse(verse: MyVerse): Promise<void> {
    const res = await apiRequest('DELETE', `/api/memory/verses/${verse.key}`);
    if (!res.ok) return void toast({ title: m.learn_error(), description: res.message, variant: 'error' });
    await reload();
  }

  const statusText = (v: MyVerse): string =>
    (v.status === 'mastered' ? `✓ ${m.learn_memory_mastered()} · ` : '') +
    (v.dueToday ? m.learn_memory_practise_today() : m.learn_memory_next({ when: inDays(v.daysUntilDue) }));

  return (
    <div className="grid gap-8">
      <CardSection titleId="mastered-title" title={m.learn_memory_mastered_title()}>
        {!session.user ? (
          <p className="mt-2 text-slate-700">
            <a className="font-semibold text-brand-700 underline" href={signInHref()}>
              {m.learn_sign_in()}
            </a>{' '}
            {m.learn_memory_sign_in_to_collect()}
          </p>
        ) : (
          <>
            <div className="mt-3">
              <ProgressBar
                label={m.learn_memory_bar_label()}
                percent={masteryPercent(summary.mastered)}
                height="h-5"
                fill="bg-grape-600"
              />
              <p className="mt-1 font-semibold text-slate-800" data-mastered-count>
                {m.learn_memory_mastered_count({ mastered: summary.mastered, count: masteryGoal })}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 text-slate-700">
                <span data-learning-count>{m.learn_memory_learning({ count: summary.learning })}</span>
                <span data-due-count>{m.learn_memory_due({ count: summary.dueToday })}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{m.learn_memory_mastery_rule()}</p>
            </div>
            {mastered.length === 0 ? (
              <p className="mt-3 text-slate-700">{m.learn_memory_none_mastered()}</p>
            ) : (
              <ul className="mt-3 flex flex-wrap gap-2" data-mastered-verses>
                {mastered.map((v) => (
                  <li
                    key={v.key}
                    className="rounded-full bg-grape-100 px-3 py-1 font-semibold text-grape-700"
                  >
                    ✓ {shown(v.reference)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardSection>

      {session.user && (
        <CardSection titleId="today-title" title={m.learn_memory_today_title()} className="grid gap-3">
          {due.length > 0 ? (
            <ul className="grid gap-2" data-due-verses>
              {due.map((v) => (
                <li key={v.key} className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold text-brand-900">{shown(v.reference)}</span>
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => practise(v.key)}
                    aria-label={m.learn_memory_practise_named({ reference: shown(v.reference) })}
                  >
                    {m.learn_memory_practise()}
                  </button>
                </li>
              ))}
            </ul>
          ) : mine.length === 0 ? (
            <p className="text-slate-700" data-due-empty>
              {m.learn_memory_add_to_start()}
            </p>
          ) : (
            <p className="text-slate-700" data-due-empty>
              🌟 {m.learn_memory_all_done()}{' '}
              {nextUp
                ? m.learn_memory_comes_back({
                    reference: shown(nextUp.reference),
                    when: inDays(nextUp.daysUntilDue),
                  })
                : ''}
            </p>
          )}
        </CardSection>
      )}

      <CardSection titleId="practice-title" title={m.learn_memory_practice_title()} className="grid gap-4">
        {!current ? (
          <p className="text-slate-700">{m.learn_memory_add_to_practise()}</p>
        ) : (
          <>
            <div>
              <label htmlFor="practice-verse" className="block font-semibold">
                {m.learn_memory_verse_label()}
              </label>
              <select
                id="practice-verse"
                value={current.key}
                onChange={(e) => setChosen(e.target.value)}
                className="mt-1 min-h-11 w-full rounded-2xl bg-white px-3 ring-1 ring-slate-300 md:w-auto"
              >
                {mine.length > 0 && (
                  <optgroup label={m.learn_memory_my_verses_group()}>
                    {mine.map((v) => (
                      <option key={v.key} value={v.key}>
                        {shown(v.reference)}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={m.learn_memory_more_verses_group()}>
                  {others.map((v) => (
                    <option key={v.id} value={v.id}>
                      {shown(v.reference)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            <PracticeSteps
              key={current.key}
              verse={current}
              onRecite={recite}
              signedIn={Boolean(session.user)}
              signInHref={signInHref()}
            />
          </>
        )}
      </CardSection>

      {session.user && (
        <CardSection
          titleId="my-verses-title"
          title={m.learn_memory_my_verses_title()}
          className="grid gap-4"
        >
          <VerseForm
            label={m.learn_memory_reference_label()}
            submit={m.learn_memory_add()}
            send={addVerse}
            onSent={verseAdded}
          />
          {mine.length > 0 && (
            <ul className="grid gap-2" data-my-verses>
              {mine.map((v) => (
                <li key={v.key} className="flex flex-wrap items-center gap-3" data-my-verse={v.reference}>
                  <span className="font-semibold text-brand-900">{shown(v.reference)}</span>
                  <span className="text-sm text-slate-700" data-verse-status>
                    {statusText(v)}
                  </span>
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => void removeVerse(v)}
                    aria-label={m.learn_memory_stop_learning({ reference: shown(v.reference) })}
                  >
                    {m.learn_memory_remove()}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      )}

      <VerseSets
        sets={sets}
        access={overview?.access ?? null}
        signedIn={Boolean(session.user)}
        onChange={reload}
      />
      {session.user && overview && (
        <MyCollections collections={overview.collections} access={overview.access} onChange={reload} />
      )}
    </div>
  );
}
