import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';

interface QueuedStory {
  id: number;
  title: string;
  content: string;
  category: string;
  isAnonymous: boolean;
  createdAt: string;
  authorFullName: string | null;
  authorEmail: string;
}

type Status = 'pending' | 'approved' | 'rejected';
const views: Array<{ id: Status; label: string }> = [
  { id: 'pending', label: 'Waiting for review' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Not approved' },
];

/** Admin tab "Stories": approve or reject Keep it Real stories before anyone else sees them. */
export function StoriesModeration(): ReactElement {
  const [status, setStatus] = useState<Status>('pending');
  const [stories, setStories] = useState<QueuedStory[] | null>(null);

  const load = useCallback(async (which: Status): Promise<void> => {
    const result = await apiRequest<{ stories: QueuedStory[] }>('GET', `/api/admin/stories?status=${which}`);
    if (result.ok) setStories(result.data.stories);
    else toast({ title: 'Error', description: result.message, variant: 'error' });
  }, []);

  useEffect(() => {
    void load(status);
  }, [status, load]);

  async function review(story: QueuedStory, decision: 'approve' | 'reject'): Promise<void> {
    const result = await apiRequest('POST', `/api/admin/stories/${story.id}/review`, { decision });
    if (!result.ok) return void toast({ title: 'Error', description: result.message, variant: 'error' });
    toast({
      title: decision === 'approve' ? 'Story Approved' : 'Story Not Approved',
      description:
        decision === 'approve'
          ? `"${story.title}" will appear on Keep it Real after the rebuild.`
          : `"${story.title}" stays private.`,
      variant: 'success',
    });
    window.dispatchEvent(new Event('site-rebuild-requested'));
    void load(status);
  }

  return (
    <section className="card grid gap-4" aria-labelledby="stories-admin-title">
      <h2 id="stories-admin-title" className="text-xl font-extrabold text-brand-900">
        Keep it Real stories
      </h2>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={status === v.id}
            onClick={() => setStatus(v.id)}
            className="btn-ghost aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {v.label}
          </button>
        ))}
      </div>
      {!stories ? (
        <p role="status">Loading stories...</p>
      ) : stories.length === 0 ? (
        <p className="text-slate-700">No stories here.</p>
      ) : (
        <ul className="grid gap-3">
          {stories.map((s) => (
            <li key={s.id} className="rounded-2xl bg-brand-50 p-4" data-review-story={s.title}>
              <h3 className="font-bold text-brand-900">{s.title}</h3>
              <p className="text-sm text-slate-700">
                {s.authorFullName ?? 'No name'} ({s.authorEmail})
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
