import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { adminTime } from '../shared/format.ts';
import { ReviewCards, type Sent, senderLabel, sendReview, useViewList, ViewSwitch } from './ReviewQueue.tsx';

interface InboxItem extends Sent {
  title: string;
  body: string;
  isAnonymous: boolean;
  answer: string | null;
}

interface PendingMessage extends Sent {
  message: string;
}

type View = 'questions' | 'prayers' | 'messages';
const views = (): Record<View, string> => ({
  questions: m.admin_ask_questions(),
  prayers: m.admin_ask_prayers(),
  messages: m.admin_ask_messages(),
});

function AnswerForm({
  item,
  kind,
  onSaved,
}: {
  item: InboxItem;
  kind: 'questions' | 'prayers';
  onSaved: () => void;
}): ReactElement {
  const [answer, setAnswer] = useState(item.answer ?? '');
  async function save(): Promise<void> {
    const result = await apiRequest('POST', `/api/admin/ask/${kind}/${item.id}/answer`, { answer });
    if (!result.ok)
      return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    toast({
      title: m.admin_ask_answer_saved_title(),
      description: m.admin_ask_answer_saved_text(),
      variant: 'success',
    });
    onSaved();
  }
  return (
    <div className="mt-3 grid gap-2">
      <label htmlFor={`answer-${kind}-${item.id}`} className="font-semibold">
        {kind === 'questions' ? m.admin_ask_answer() : m.admin_ask_reply()}
      </label>
      <textarea
        id={`answer-${kind}-${item.id}`}
        rows={3}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        className="w-full rounded-2xl bg-white p-3 ring-1 ring-slate-300"
      />
      <button type="button" className="btn-primary justify-self-start" onClick={() => void save()}>
        {m.admin_ask_save_answer()}
      </button>
    </div>
  );
}

const inboxPath = (view: View): string =>
  view === 'messages' ? '/api/admin/ask/messages?status=pending' : `/api/admin/ask/${view}`;
const inboxKey = (view: View): string => (view === 'messages' ? 'messages' : 'items');

/** Admin tab "Ask & Pray": read and answer questions and prayers; approve community messages. */
export default function AskInbox(): ReactElement {
  const [view, setView] = useState<View>('questions');
  const { items, reload } = useViewList<View, InboxItem | PendingMessage>(view, inboxPath, inboxKey, false);

  const review = (msg: PendingMessage, decision: 'approve' | 'reject'): Promise<void> =>
    sendReview(
      `/api/admin/ask/messages/${msg.id}/review`,
      decision,
      { title: decision === 'approve' ? m.admin_ask_message_approved() : m.admin_ask_message_rejected() },
      reload,
    );

  return (
    <section className="card grid gap-4" aria-labelledby="ask-admin-title">
      <h2 id="ask-admin-title" className="text-xl font-extrabold text-brand-900">
        {m.admin_ask_title()}
      </h2>
      <ViewSwitch views={views()} value={view} onChange={setView} />
      {view === 'messages' ? (
        <ReviewCards
          items={items as PendingMessage[] | null}
          loadingText={m.admin_loading()}
          emptyText={m.admin_ask_no_messages()}
          noun={m.admin_ask_noun_messages()}
          textOf={(msg) => msg.message}
        >
          {(msg) => (
            <>
              <p className="whitespace-pre-line text-slate-900">{msg.message}</p>
              <p className="mt-1 text-sm text-slate-700">
                {senderLabel(msg)} · {adminTime(msg.createdAt)}
              </p>
              <div className="mt-2 flex gap-2">
                <button type="button" className="btn-primary" onClick={() => void review(msg, 'approve')}>
                  {m.admin_approve()}
                </button>
                <button type="button" className="btn-ghost" onClick={() => void review(msg, 'reject')}>
                  {m.admin_reject()}
                </button>
              </div>
            </>
          )}
        </ReviewCards>
      ) : (
        <ReviewCards
          items={items as InboxItem[] | null}
          loadingText={m.admin_loading()}
          emptyText={m.admin_ask_nothing()}
          noun={view === 'questions' ? m.admin_ask_noun_questions() : m.admin_ask_noun_prayers()}
          textOf={(item) => `${item.title} ${item.body}`}
        >
          {(item) => (
            <>
              <h3 className="font-bold text-brand-900">
                {item.title} {item.answer ? '✅' : ''}
              </h3>
              <p className="text-sm text-slate-700">
                {senderLabel(item)}
                {item.isAnonymous ? m.admin_ask_private() : ''} · {adminTime(item.createdAt)}
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-900">{item.body}</p>
              <AnswerForm item={item} kind={view} onSaved={reload} />
            </>
          )}
        </ReviewCards>
      )}
    </section>
  );
}
