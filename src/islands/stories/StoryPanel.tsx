import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest, isUnexpected } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { communityMessages, storyCategories, storyCheck } from '../../lib/community-checks.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { CheckboxRow, TextAreaInput, TextInput } from '../auth/FormFields.tsx';
import { CardSection } from '../shared/CardSection.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSession } from '../shared/use-session.ts';

interface MyStory {
  id: number;
  title: string;
  content: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/** A review state's name and a category's, in the page's language. */
const statusLabel: Record<MyStory['status'], () => string> = {
  pending: m.community_story_status_pending,
  approved: m.community_story_status_approved,
  rejected: m.community_story_status_rejected,
};
const categoryLabel: Record<(typeof storyCategories)[number], () => string> = {
  general: m.community_story_category_general,
  prayer: m.community_story_category_prayer,
  school: m.community_story_category_school,
  family: m.community_story_category_family,
  friends: m.community_story_category_friends,
  church: m.community_story_category_church,
};

const statusStyle: Record<MyStory['status'], string> = {
  pending: 'bg-sun-100 text-slate-900 ring-sun-400',
  approved: 'bg-leaf-100 text-leaf-700 ring-leaf-600',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** Keep it Real: the story form (signed in only) and the child's own stories with their review state. */
export default function StoryPanel(): ReactElement {
  const session = useSession();
  const hydrated = useHydrated();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<(typeof storyCategories)[number]>('general');
  const [anonymous, setAnonymous] = useState(false);
  const [stories, setStories] = useState<MyStory[]>([]);
  const [busy, setBusy] = useState(false);

  async function loadMine(): Promise<void> {
    const result = await apiRequest<{ stories: MyStory[] }>('GET', '/api/stories/mine');
    if (result.ok) setStories(result.data.stories);
    else console.error('Loading my stories failed:', result.message);
  }

  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (session.user) void loadMine();
  }, [session.user]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!session.user)
      return void toast({
        title: m.community_story_error(),
        description: m.community_story_sign_in_lead(),
        variant: 'error',
      });
    const parsed = storyCheck.safeParse({ title, content, category, isAnonymous: anonymous });
    if (!parsed.success)
      return void toast({
        title: m.community_story_error(),
        // Blank, or over its limit (storyCheck says which, in English: its words stay here).
        description:
          parsed.error.issues[0]?.message === communityMessages.storyMissing
            ? m.community_story_missing()
            : m.community_story_too_long(),
        variant: 'error',
      });
    setBusy(true);
    const result = await apiRequest<{ message: string }>('POST', '/api/stories', parsed.data);
    setBusy(false);
    if (!result.ok) {
      toast({
        title: m.community_story_error(),
        description: isUnexpected(result) ? m.community_story_failed() : result.message,
        variant: 'error',
      });
      return;
    }
    toast({ title: m.community_story_thanks(), description: result.data.message, variant: 'success' });
    setTitle('');
    setContent('');
    setAnonymous(false);
    void loadMine();
  }

  if (session.loading)
    return (
      <p className="card" role="status">
        {m.community_story_loading()}
      </p>
    );
  if (!session.user) {
    return (
      <div className="card text-center">
        <p className="text-lg">{m.community_story_sign_in_lead()}</p>
        <a
          href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/challenges/keep-it-real/'))}`}
          className="btn-primary mt-3"
        >
          {m.community_story_sign_in()}
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <form
        className="card grid gap-4"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby="share-title"
      >
        <h2 id="share-title" className="section-title">
          {m.community_story_share_title()}
        </h2>
        <TextInput
          id="story-title"
          label={m.community_story_title_label()}
          value={title}
          onChange={setTitle}
        />
        <TextAreaInput
          id="story-content"
          label={m.community_story_content_label()}
          value={content}
          onChange={setContent}
          rows={6}
        />
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="story-category" className="block font-semibold">
              {m.community_story_category()}
            </label>
            <select
              id="story-category"
              value={category}
              onChange={(e) => setCategory(e.target.value as typeof category)}
              className="mt-1 min-h-11 rounded-2xl bg-white px-3 ring-1 ring-slate-300"
            >
              {storyCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel[c]()}
                </option>
              ))}
            </select>
          </div>
          <CheckboxRow
            checked={anonymous}
            onChange={setAnonymous}
            label={m.community_story_anonymous()}
            className="gap-2"
          />
        </div>
        <p className="text-sm text-slate-700">{m.community_story_reviewed()}</p>
        <button type="submit" className="btn-sun justify-self-start" disabled={busy || !hydrated}>
          {m.community_story_submit()}
        </button>
      </form>

      <CardSection titleId="my-stories-title" title={m.community_story_mine()}>
        {stories.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.community_story_none()}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {stories.map((s) => (
              <li key={s.id} className="rounded-2xl bg-brand-50 p-4" data-my-story={s.title}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-bold text-brand-900">{s.title}</h3>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-bold ring-2 ${statusStyle[s.status]}`}
                  >
                    {statusLabel[s.status]()}
                  </span>
                </div>
                <p className="mt-1 whitespace-pre-line text-slate-800">{s.content}</p>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </div>
  );
}
