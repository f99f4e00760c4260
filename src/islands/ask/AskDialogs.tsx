import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { apiRequest, isUnexpected } from '../../client/request.ts';
import {
  communityMessageCheck,
  communityMessages,
  prayerCheck,
  questionCheck,
} from '../../lib/community-checks.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { CheckboxRow, TextAreaInput, TextInput } from '../auth/FormFields.tsx';
import { useSession } from '../shared/use-session.ts';

type Kind = 'questions' | 'prayer' | 'community';

interface Mine {
  questions: Array<{ id: number; title: string; body: string; answer: string | null }>;
  prayers: Array<{ id: number; title: string; body: string; answer: string | null }>;
  messages: Array<{ id: number; message: string; status: 'pending' | 'approved' | 'rejected' }>;
  prayerAllowance: { limit: number; used: number } | null;
}

const titles: Record<Kind, string> = {
  questions: 'Ask a Question',
  prayer: 'Share a Prayer Request',
  community: 'Encourage the Community',
};
const missing: Record<Kind, { title: string; description: string }> = {
  questions: communityMessages.questionMissing,
  prayer: communityMessages.prayerMissing,
  community: communityMessages.messageMissing,
};

/**
 * The three Ask & Pray dialogs, opened by the static cards' buttons ([data-ask-open]), and the
 * signed-in user's own questions and prayers with their answers.
 */
export default function AskDialogs(): ReactElement {
  const session = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<Kind>('questions');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [mine, setMine] = useState<Mine | null>(null);

  async function loadMine(): Promise<void> {
    const result = await apiRequest<Mine>('GET', '/api/ask/mine');
    if (result.ok) setMine(result.data);
  }

  useEffect(() => {
    void loadSession();
    const onClick = (e: MouseEvent): void => {
      const opener = (e.target as HTMLElement).closest<HTMLElement>('[data-ask-open]');
      if (!opener) return;
      setKind(opener.dataset.askOpen as Kind);
      setTitle('');
      setBody('');
      setAnonymous(false);
      dialog.current?.showModal();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (session.user) void loadMine();
  }, [session.user]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const [path, parsed] =
      kind === 'questions'
        ? (['/api/ask/questions', questionCheck.safeParse({ title, question: body })] as const)
        : kind === 'prayer'
          ? ([
              '/api/ask/prayers',
              prayerCheck.safeParse({ title, request: body, isAnonymous: anonymous }),
            ] as const)
          : (['/api/ask/messages', communityMessageCheck.safeParse({ message: body })] as const);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? '';
      const isBlank = issue === missing[kind].description;
      return void toast({
        ...(isBlank ? missing[kind] : { title: 'Error', description: issue }),
        variant: 'error',
      });
    }
    const result = await apiRequest<{ message: string }>('POST', path, parsed.data);
    if (!result.ok) {
      toast({
        title: 'Error',
        description: isUnexpected(result) ? 'Something went wrong. Please try again.' : result.message,
        variant: 'error',
      });
      return;
    }
    dialog.current?.close();
    toast({ title: 'Sent! 🙏', description: result.data.message, variant: 'success' });
    void loadMine();
  }

  const allowance = mine?.prayerAllowance;
  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby="ask-dialog-title"
        className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-3xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id="ask-dialog-title" className="section-title">
              {titles[kind]}
            </h2>
            <button
              type="button"
              className="rounded-full px-3 text-2xl hover:bg-brand-50"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          {!session.user ? (
            <div className="mt-4 text-center">
              <p className="text-lg">Please sign in first, so we can answer you.</p>
              <a href="/auth/?next=%2Fask-and-pray%2F" className="btn-primary mt-3">
                Sign In
              </a>
            </div>
          ) : (
            <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
              {kind !== 'community' && (
                <TextInput id="ask-form-title" label="Title" value={title} onChange={setTitle} />
              )}
              <TextAreaInput
                id="ask-body"
                label={
                  kind === 'questions'
                    ? 'Your question'
                    : kind === 'prayer'
                      ? 'Your prayer request'
                      : 'Your message'
                }
                value={body}
                onChange={setBody}
                rows={5}
              />
              {kind === 'prayer' && (
                <>
                  <CheckboxRow
                    checked={anonymous}
                    onChange={setAnonymous}
                    label="Keep my name private"
                    className="gap-2"
                  />
                  {allowance && (
                    <p className="text-sm text-slate-700" data-prayer-allowance data-offer>
                      {allowance.limit === 0
                        ? 'Prayer requests are part of our paid plans.'
                        : `You have used ${allowance.used} of your ` +
                          `${allowance.limit} prayer requests in the last 30 days.`}{' '}
                      <a href="/subscription/" className="font-semibold text-brand-700 underline">
                        Upgrade
                      </a>
                    </p>
                  )}
                </>
              )}
              {kind === 'community' && (
                <p className="text-sm text-slate-700">
                  Messages appear on this page after a grown-up reads them.
                </p>
              )}
              <button type="submit" className="btn-sun justify-self-start">
                Send
              </button>
            </form>
          )}
        </div>
      </dialog>

      {mine && (mine.questions.length > 0 || mine.prayers.length > 0) && (
        <section className="card mt-10" aria-labelledby="mine-title" data-my-asks>
          <h2 id="mine-title" className="section-title">
            My Questions and Prayers
          </h2>
          <ul className="mt-3 grid gap-3">
            {[
              ...mine.questions.map((q) => ({ ...q, kind: '❓ Question' })),
              ...mine.prayers.map((p) => ({ ...p, kind: '🙏 Prayer' })),
            ].map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-2xl bg-brand-50 p-4">
                <p className="text-sm font-semibold text-slate-700">{item.kind}</p>
                <h3 className="font-bold text-brand-900">{item.title}</h3>
                <p className="mt-1 whitespace-pre-line text-slate-800">{item.body}</p>
                {item.answer ? (
                  <p className="mt-3 whitespace-pre-line rounded-2xl bg-white p-3 text-slate-900" data-answer>
                    <strong>Answer: </strong>
                    {item.answer}
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">Waiting for an answer.</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
