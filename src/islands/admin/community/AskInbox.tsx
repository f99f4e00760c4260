import { type ReactElement, useState } from 'react';
import { apiRequest } from '../../../client/request.ts';
import { toast } from '../../../stores/toasts.ts';
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

const views = { questions: 'Questions', prayers: 'Prayer requests', messages: 'Community messages' };
type View = keyof typeof views;

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
    if (!result.ok) return void toast({ title: 'Error', description: result.message, variant: 'error' });
    toast({
      title: 'Answer Saved',
      description: 'The sender sees it on the Ask & Pray page.',
      variant: 'success',
    });
    onSaved();
  }
  return (
    <div className="mt-3 grid gap-2">
      <label htmlFor={`answer-${kind}-${item.id}`} className="font-semibold">
        {kind === 'questions' ? 'Answer' : 'Reply'}
      </label>
      <textarea
        id={`answer-${kind}-${item.id}`}
        rows={3}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        className="w-full rounded-2xl bg-white p-3 ring-1 ring-slate-300"
      />
      <button type="button" className="btn-primary justify-self-start" onClick={() => void save()}>
        Save answer
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

  const review = (m: PendingMessage, decision: 'approve' | 'reject'): Promise<void> =>
    sendReview(
      `/api/admin/ask/messages/${m.id}/review`,
      decision,
      { title: decision === 'approve' ? 'Message Approved' : 'Message Not Approved' },
      reload,
    );

  return (
    <section className="card grid gap-4" aria-labelledby="ask-admin-title">
      <h2 id="ask-admin-title" className="text-xl font-extrabold text-brand-900">
        Ask & Pray
      </h2>
      <ViewSwitch views={views} value={view} onChange={setView} />
      {view === 'messages' ? (
        <ReviewCards
          items={items as PendingMessage[] | null}
          loadingText="Loading..."
          emptyText="No messages waiting."
          noun="messages"
          textOf={(m) => m.message}
        >
          {(m) => (
            <>
              <p className="whitespace-pre-line text-slate-900">{m.message}</p>
              <p className="mt-1 text-sm text-slate-700">
                {senderLabel(m)} · {new Date(m.createdAt).toLocaleString()}
              </p>
              <div className="mt-2 flex gap-2">
                <button type="button" className="btn-primary" onClick={() => void review(m, 'approve')}>
                  Approve
                </button>
                <button type="button" className="btn-ghost" onClick={() => void review(m, 'reject')}>
                  Reject
                </button>
              </div>
            </>
          )}
        </ReviewCards>
      ) : (
        <ReviewCards
          items={items as InboxItem[] | null}
          loadingText="Loading..."
          emptyText="Nothing here yet."
          noun={view === 'questions' ? 'questions' : 'prayer requests'}
          textOf={(item) => `${item.title} ${item.body}`}
        >
          {(item) => (
            <>
              <h3 className="font-bold text-brand-900">
                {item.title} {item.answer ? '✅' : ''}
              </h3>
              <p className="text-sm text-slate-700">
                {senderLabel(item)}
                {item.isAnonymous ? ' · private' : ''} · {new Date(item.createdAt).toLocaleString()}
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
