import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { adminTime } from '../shared/format.ts';
import { ReviewCards, type Sent, senderLabel, sendReview, useViewList, ViewSwitch } from './ReviewQueue.tsx';

interface QueuedStory extends Sent {
  title: string;
  content: string;
  category: string;
  isAnonymous: boolean;
}

type Status = 'pending' | 'approved' | 'rejected';
const views = (): Record<Status, string> => ({
  pending: m.admin_stories_pending(),
  approved: m.admin_stories_approved(),
  rejected: m.admin_stories_rejected(),
});

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
            title: m.admin_story_approved_title(),
            description: m.admin_story_approved_text({ title: story.title }),
          }
        : {
            title: m.admin_story_rejected_title(),
            description: m.admin_story_rejected_text({ title: story.title }),
          },
      reload,
    );

  return (
    <section className="card grid gap-4" aria-labelledby="stories-admin-title">
      <h2 id="stories-admin-title" className="text-xl font-extrabold text-brand-900">
        {m.admin_stories_title()}
      </h2>
      <ViewSwitch views={views()} value={status} onChange={setStatus} />
      <ReviewCards
        items={stories}
        loadingText={m.admin_stories_loading()}
        emptyText={m.admin_stories_empty()}
        noun={m.admin_stories_noun()}
        textOf={(s) => `${s.title} ${s.category} ${s.content}`}
        dataOf={(s) => ({ 'data-review-story': s.title })}
      >
        {(s) => (
          <>
            <h3 className="font-bold text-brand-900">{s.title}</h3>
            <p className="text-sm text-slate-700">
              {senderLabel(s)}
              {s.isAnonymous ? m.admin_stories_anonymous() : ''} · {s.category} · {adminTime(s.createdAt)}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-900">{s.content}</p>
            <div className="mt-3 flex gap-2">
              {status !== 'approved' && (
                <button type="button" className="btn-primary" onClick={() => void review(s, 'approve')}>
                  {m.admin_approve()}
                  <span className="sr-only"> {s.title}</span>
                </button>
              )}
              {status !== 'rejected' && (
                <button type="button" className="btn-ghost" onClick={() => void review(s, 'reject')}>
                  {m.admin_reject()}
                  <span className="sr-only"> {s.title}</span>
                </button>
              )}
            </div>
          </>
        )}
      </ReviewCards>
    </section>
  );
}
