import { type FormEvent, type ReactElement, useState } from 'react';
import { isCorrectAnswer } from '../../games/memory-verse/logic.ts';
import { masteryGoal, masteryPercent } from '../../lib/memory-verses.ts';
import { newOperationId, offlineMessages, shouldQueue } from '../../lib/offline-queue.ts';
import { stopReadAloudIfLoaded } from '../../scripts/listen-buttons.ts';
import { toast } from '../../stores/toasts.ts';
import { TextAreaInput } from '../auth/FormFields.tsx';
import { apiRequest } from '../shared/api.ts';
import { type Awards, announceAwards } from '../shared/awards.ts';
import { ListenButton } from '../shared/ListenButton.tsx';
import { ProgressBar } from '../shared/ProgressBar.tsx';
import { useUserProgress } from './use-progress.ts';

export interface PracticeVerse {
  id: string;
  reference: string;
  text: string;
}

/** Memory Master: the mastered verses, the bar that 50 fill, and a simple practice. */
export default function MemoryMaster({ verses }: { verses: PracticeVerse[] }): ReactElement {
  const { session, progress, reload } = useUserProgress();
  const mastered = progress?.masteredVerses ?? [];
  const masteredIds = new Set(mastered.map((m) => m.id));
  const toLearn = verses.filter((v) => !masteredIds.has(v.id));
  const [chosen, setChosen] = useState('');
  const [answer, setAnswer] = useState('');
  const [shown, setShown] = useState(false);
  const [result, setResult] = useState<'none' | 'right' | 'wrong'>('none');
  const verse = verses.find((v) => v.id === (chosen || toLearn[0]?.id)) ?? null;
  const choose = (id: string): void => {
    stopReadAloudIfLoaded();
    setChosen(id);
    setAnswer('');
    setShown(false);
    setResult('none');
  };

  async function check(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!verse || !answer.trim()) return;
    // The operation id makes a practice sent again (after practising offline) count once.
    const body = { answer, opId: newOperationId() };
    const url = `/api/memory-verses/${verse.id}/practice`;
    const res = await apiRequest<{ correct: boolean; mastered: boolean } & Awards>('POST', url, body);
    if (!res.ok && shouldQueue(res.status)) {
      // No connection: checked here, kept on this device and sent when it returns.
      const { queueWrite } = await import('../../scripts/offline-sync.ts');
      if (queueWrite('verse-practice', url, body, body.opId)) {
        const right = isCorrectAnswer(answer, verse.text);
        setResult(right ? 'right' : 'wrong');
        toast({ title: offlineMessages.savedOnDevice, variant: 'success' });
        return;
      }
    }
    if (!res.ok) return void toast({ title: 'Error', description: res.message, variant: 'error' });
    if (!res.data.correct) return setResult('wrong');
    setResult('right');
    toast({
      title: '🎉 Verse mastered!',
      description: `${verse.reference} is hidden in your heart.`,
      variant: 'success',
    });
    announceAwards(res.data);
    await reload();
  }

  return (
    <div className="grid gap-8">
      <section className="card" aria-labelledby="mastered-title">
        <h2 id="mastered-title" className="section-title">
          My Mastered Verses
        </h2>
        {!session.user ? (
          <p className="mt-2 text-slate-700">
            <a
              className="font-semibold text-brand-700 underline"
              href="/auth/?next=%2Fchallenges%2Fmemory-master%2F"
            >
              Sign in
            </a>{' '}
            to collect the verses you master.
          </p>
        ) : (
          <>
            <div className="mt-3">
              <ProgressBar
                label="Verses mastered"
                percent={masteryPercent(mastered.length)}
                height="h-5"
                fill="bg-grape-600"
              />
              <p className="mt-1 font-semibold text-slate-800" data-mastered-count>
                {mastered.length} of {masteryGoal} verses mastered
              </p>
            </div>
            {mastered.length === 0 ? (
              <p className="mt-3 text-slate-700">
                No verses yet. Practise one below, or play the Memory Verse game!
              </p>
            ) : (
              <ul className="mt-3 flex flex-wrap gap-2" data-mastered-verses>
                {mastered.map((m) => (
                  <li key={m.id} className="rounded-full bg-grape-100 px-3 py-1 font-semibold text-grape-700">
                    ✓ {m.reference}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <section className="card grid gap-4" aria-labelledby="practice-title">
        <h2 id="practice-title" className="section-title">
          Practice a Verse
        </h2>
        {!verse ? (
          <p className="text-slate-700">You have mastered every verse. Amazing!</p>
        ) : (
          <form className="grid gap-4" onSubmit={(e) => void check(e)} noValidate>
            <div>
              <label htmlFor="practice-verse" className="block font-semibold">
                Verse
              </label>
              <select
                id="practice-verse"
                value={verse.id}
                onChange={(e) => choose(e.target.value)}
                className="mt-1 min-h-11 w-full rounded-2xl bg-white px-3 ring-1 ring-slate-300 md:w-auto"
              >
                {(session.user ? toLearn : verses).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.reference}
                  </option>
                ))}
              </select>
            </div>
            <div id="practice-read-aloud" className="grid gap-4" data-read-aloud="p">
              <p className="text-lg font-bold text-brand-900" data-practice-reference>
                {verse.reference}
              </p>
              {shown && (
                <p className="rounded-2xl bg-sun-100 p-3 text-lg text-slate-900" data-practice-text>
                  {verse.text}
                </p>
              )}
            </div>
            <ListenButton target="practice-read-aloud" beforeListen={() => setShown(true)} />
            <TextAreaInput
              id="practice-answer"
              label="Type the verse from memory"
              value={answer}
              onChange={setAnswer}
              rows={3}
            />
            <div aria-live="polite">
              {result === 'wrong' && <p className="font-bold text-coral-700">Not quite right!</p>}
              {result === 'right' && (
                <p className="font-bold text-leaf-700">✅ Well done! You said it perfectly.</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {session.user ? (
                <button type="submit" className="btn-sun">
                  Check
                </button>
              ) : (
                <a href="/auth/?next=%2Fchallenges%2Fmemory-master%2F" className="btn-primary">
                  Sign in to save your progress
                </a>
              )}
              {result === 'wrong' && (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => {
                    setAnswer('');
                    setResult('none');
                  }}
                >
                  Try Again
                </button>
              )}
              <button
                type="button"
                className="btn-ghost"
                onClick={() => setShown((s) => !s)}
                aria-pressed={shown}
              >
                {shown ? 'Hide Verse' : 'Show Verse'}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
