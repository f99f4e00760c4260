import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { apiRequest, isUnexpected } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { askLimits, communityMessageCheck, prayerCheck, questionCheck } from '../../lib/community-checks.ts';
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

const titles = (): Record<Kind, string> => ({
  questions: m.community_dialog_questions(),
  prayer: m.community_dialog_prayer(),
  community: m.community_dialog_community(),
});
const missing = (): Record<Kind, { title: string; description: string }> => ({
  questions: { title: m.community_missing_title(), description: m.community_missing_question() },
  prayer: { title: m.community_missing_title(), description: m.community_missing_prayer() },
  community: { title: m.community_missing_message_title(), description: m.community_missing_message() },
});
const sent = (): Record<Kind, string> => ({
  questions: m.community_sent_question(),
  prayer: m.community_sent_prayer(),
  community: m.community_sent_message(),
});

/** Why a form was refused, in the page's language: a blank field, or one too long. */
function refusal(
  kind: Kind,
  field: PropertyKey | undefined,
  blank: boolean,
): { title: string; description: string } {
  if (blank) return missing()[kind];
  const description =
    field === 'title'
      ? m.community_title_too_long({ max: askLimits.title })
      : m.community_body_too_long({ max: kind === 'community' ? askLimits.message : askLimits.body });
  return { title: m.community_error(), description };
}

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
      const field = parsed.error.issues[0]?.path?.[0];
      const blank = (kind !== 'community' && !title.trim()) || !body.trim();
      return void toast({ ...refusal(kind, field, blank), variant: 'error' });
    }
    const result = await apiRequest<{ message: string; awaitingParent?: boolean }>('POST', path, parsed.data);
    if (!result.ok) {
      toast({
        title: m.community_error(),
        description: isUnexpected(result) ? m.community_went_wrong() : result.message,
        variant: 'error',
      });
      return;
    }
    dialog.current?.close();
    toast({
      title: m.community_sent_title(),
      description: result.data.awaitingParent ? m.community_sent_waits_for_parent() : sent()[kind],
      variant: 'success',
    });
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
              {titles()[kind]}
            </h2>
            <button
              type="button"
              className="rounded-full px-3 text-2xl hover:bg-brand-50"
              aria-label={m.community_close()}
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          {!session.user ? (
            <div className="mt-4 text-center">
              <p className="text-lg">{m.community_sign_in_first()}</p>
              <a
                href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/ask-and-pray/'))}`}
                className="btn-primary mt-3"
              >
                {m.community_sign_in()}
              </a>
            </div>
          ) : (
            <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
              {kind !== 'community' && (
                <TextInput
                  id="ask-form-title"
                  label={m.community_field_title()}
                  value={title}
                  onChange={setTitle}
                />
              )}
              <TextAreaInput
                id="ask-body"
                label={
                  kind === 'questions'
                    ? m.community_field_question()
                    : kind === 'prayer'
                      ? m.community_field_prayer()
                      : m.community_field_message()
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
                    label={m.community_keep_private()}
                    className="gap-2"
                  />
                  {allowance && (
                    <p className="text-sm text-slate-700" data-prayer-allowance data-offer>
                      {allowance.limit === 0
                        ? m.community_prayers_paid()
                        : m.community_prayers_used({ used: allowance.used, limit: allowance.limit })}{' '}
                      <a
                        href={localHref('/subscription/')}
                        className="font-semibold text-brand-700 underline"
                      >
                        {m.community_upgrade()}
                      </a>
                    </p>
                  )}
                </>
              )}
              {kind === 'community' && <p className="text-sm text-slate-700">{m.community_review_note()}</p>}
              <button type="submit" className="btn-sun justify-self-start">
                {m.community_send()}
              </button>
            </form>
          )}
        </div>
      </dialog>

      {mine && (mine.questions.length > 0 || mine.prayers.length > 0) && (
        <section className="card mt-10" aria-labelledby="mine-title" data-my-asks>
          <h2 id="mine-title" className="section-title">
            {m.community_mine_title()}
          </h2>
          <ul className="mt-3 grid gap-3">
            {[
              ...mine.questions.map((q) => ({ ...q, kind: m.community_mine_question() })),
              ...mine.prayers.map((p) => ({ ...p, kind: m.community_mine_prayer() })),
            ].map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-2xl bg-brand-50 p-4">
                <p className="text-sm font-semibold text-slate-700">{item.kind}</p>
                <h3 className="font-bold text-brand-900">{item.title}</h3>
                <p className="mt-1 whitespace-pre-line text-slate-800">{item.body}</p>
                {item.answer ? (
                  <p className="mt-3 whitespace-pre-line rounded-2xl bg-white p-3 text-slate-900" data-answer>
                    <strong>{m.community_answer()}</strong>
                    {item.answer}
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">{m.community_waiting_answer()}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
