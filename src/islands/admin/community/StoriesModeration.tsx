import { type ReactElement, useState } from 'react';
import { ReviewCards, type Sent, senderLabel, sendReview, useViewList, ViewSwitch } from './ReviewQueue.tsx';

interface QueuedStory extends Sent {
  title: string;
  content: string;
  category: string;
  isAnonymous: boolean;
}

const views = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Not approved' };
type Status = keyof typeof views;

const storiesPath = (status: Status): string => `/api/admin/stories?status=${status}`;
const storiesKey = (): string => 'stories';

/** Admin tab "Stories": approve or reject Keep it Real stories before anyone else sees them. */
export default function StoriesModeration(): ReactElement {
  const [status, setStatus] = useState<Status>('pending');
  const { items: stories, reload } = useViewList<Status, QueuedStory>(status, storiesPath, storiesKey, true);

  const review = (story: QueuedStory, decision: 'approve' | 'reject'): Promise<void> =>
    sendReview(
      `/api/admin/stories/${story.id}/review`,
      decision,
      decision === 'approve'
        ? {
            title: 'Story Approved',
            description: `"${story.title}" will appear on Keep it Real after the rebuild.`,
          }
        : { title: 'Story Not Approved', description: `"${story.title}" stays private.` },
      reload,
    );

  return (
    <section className="card grid gap-4" aria-labelledby="stories-admin-title">
      <h2 id="stories-admin-title" className="text-xl font-extrabold text-brand-900">
        Keep it Real stories
      </h2>
      <ViewSwitch views={views} value={status} onChange={setStatus} />
      <ReviewCards
        items={stories}
        loadingText="Loading stories..."
        emptyText="No stories here."
        noun="stories"
        textOf={(s) => `${s.title} ${s.category} ${s.content}`}
        dataOf={(s) => ({ 'data-review-story': s.title })}
      >
        {(s) => (
          <>
            <h3 className="font-bold text-brand-900">{s.title}</h3>
            <p className="text-sm text-slate-700">
              {senderLabel(s)}
              {s.isAnonymous ? ' · wants to stay anonymous' : ''} · {s.category} ·{' '}
              {new Date(s.createdAt).toLocaleString()}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-900">{s.content}</p>
            <div className="mt-3 flex gap-2">
              {status !== 'approved' && (
                <button type="button" className="btn-primary" onClick={() => void review(s, 'approve')}>
                  Approve<span className="sr-only"> {s.title}</span>
                </button>
              )}
              {status !== 'rejected' && (
                <button type="button" className="btn-ghost" onClick={() => void review(s, 'reject')}>
                  Reject<span className="sr-only"> {s.title}</span>
                </button>
              )}
            </div>
          </>
        )}
      </ReviewCards>
    </section>
  );
}
