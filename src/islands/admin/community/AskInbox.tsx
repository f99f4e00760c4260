import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';

interface InboxItem {
  id: number;
  title: string;
  body: string;
  isAnonymous: boolean;
  answer: string | null;
  createdAt: string;
  authorFullName: string | null;
  authorEmail: string;
}

interface PendingMessage {
  id: number;
  message: string;
  createdAt: string;
  authorFullName: string | null;
  authorEmail: string;
}

type View = 'questions' | 'prayers' | 'messages';
const views: Array<{ id: View; label: string }> = [
  { id: 'questions', label: 'Questions' },
  { id: 'prayers', label: 'Prayer requests' },
  { id: 'messages', label: 'Community messages' },
];

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

/** Admin tab "Ask & Pray": read and answer questions and prayers; approve community messages. */
export function AskInbox(): ReactElement {
  const [view, setView] = useState<View>('questions');
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [messages, setMessages] = useState<PendingMessage[] | null>(null);

  const load = useCallback(async (which: View): Promise<void> => {
    if (which === 'messages') {
      const r = await apiRequest<{ messages: PendingMessage[] }>(
        'GET',
        '/api/admin/ask/messages?status=pending',
      );
      if (r.ok) setMessages(r.data.messages);
      return;
    }
    const r = await apiRequest<{ items: InboxItem[] }>('GET', `/api/admin/ask/${which}`);
    if (r.ok) setItems(r.data.items);
  }, []);

  useEffect(() => {
    void load(view);
  }, [view, load]);

  async function review(m: PendingMessage, decision: 'approve' | 'reject'): Promise<void> {
    const r = await apiRequest('POST', `/api/admin/ask/messages/${m.id}/review`, { decision });
    if (!r.ok) return void toast({ title: 'Error', description: r.message, variant: 'error' });
    toast({
      title: decision === 'approve' ? 'Message Approved' : 'Message Not Approved',
      variant: 'success',
    });
    window.dispatchEvent(new Event('site-rebuild-requested'));
    void load('messages');
  }

  return (
    <section className="card grid gap-4" aria-labelledby="ask-admin-title">
      <h2 id="ask-admin-title" className="text-xl font-extrabold text-brand-900">
        Ask & Pray
      </h2>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
            className="btn-ghost aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === 'messages' ? (
        !messages ? (
          <p role="status">Loading...</p>
        ) : messages.length === 0 ? (
          <p className="text-slate-700">No messages waiting.</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id} className="rounded-2xl bg-brand-50 p-4">
                <p className="whitespace-pre-line text-slate-900">{m.message}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {m.authorFullName ?? 'No name'} ({m.authorEmail}) · {new Date(m.createdAt).toLocaleString()}
                </p>
                <div className="mt-2 flex gap-2">
                  <button type="button" className="btn-primary" onClick={() => void review(m, 'approve')}>
                    Approve
                  </button>
                  <button type="button" className="btn-ghost" onClick={() => void review(m, 'reject')}>
                    Reject
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : !items ? (
        <p role="status">Loading...</p>
      ) : items.length === 0 ? (
        <p className="text-slate-700">Nothing here yet.</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-2xl bg-brand-50 p-4">
              <h3 className="font-bold text-brand-900">
                {item.title} {item.answer ? '✅' : ''}
              </h3>
              <p className="text-sm text-slate-700">
                {item.authorFullName ?? 'No name'} ({item.authorEmail}){item.isAnonymous ? ' · private' : ''}{' '}
                · {new Date(item.createdAt).toLocaleString()}
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-900">{item.body}</p>
              <AnswerForm item={item} kind={view} onSaved={() => void load(view)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
