import { type ReactElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { getLocale } from '../../i18n/page-locale.ts';
import { type AvatarId, avatarArt, isAvatarId } from '../../lib/art.ts';
import type { LearningStart } from '../../lib/learning-start.ts';
import {
  familyMessages,
  gamesPlayedText,
  maxChildren,
  type NamedLearnerWeek,
} from '../../lib/profile-checks.ts';
import { announceFamilyChange } from '../../stores/family-changes.ts';
import { learnerHref } from '../../stores/language.ts';
import { switchLearner } from '../../stores/learner.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { ChildForm } from './ChildForm.tsx';
import { ChildMapDisclosure } from './ChildMapDisclosure.tsx';
import { ChildStreak, type ChildStreakAnswer } from './ChildStreak.tsx';
import type { FamilyWords } from './family-words.ts';
import { learningStartName } from './LearningStartField.tsx';
import { ParentPinCard } from './ParentPin.tsx';
import { ParentReviews, type Review } from './ParentReviews.tsx';

interface Child {
  id: string;
  name: string;
  avatar: string;
  ageBand: string | null;
  /** The start the parent chose; null: the age band's. */
  learningStart: string | null;
  /** The child's language; null: none chosen (the account's applies). */
  locale: string | null;
  /** Where the child's learning starts (the choice, else the age band's). */
  start: LearningStart;
  communityPosting: boolean;
  /** The week, its books and verses named in the page's language by the API. */
  week: NamedLearnerWeek;
  streak: ChildStreakAnswer;
}

interface FamilyState {
  children: Child[];
  hasPin: boolean;
  weeklySummary: boolean;
  reviews: Review[];
}

const art = (avatar: string): string => avatarArt(isAvatarId(avatar) ? avatar : ('lamb' satisfies AvatarId));
const when = (iso: string): string =>
  new Intl.DateTimeFormat(getLocale() === 'en' ? 'en-US' : getLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

function fail(message: string): void {
  toast({ title: m.family_error(), description: message, variant: 'error' });
}

/** Story titles by slug, from the page (the API names a story by its slug). */
export type StoryTitles = Record<string, string>;

function WeekView({
  child,
  gameTitles,
  storyTitles,
  badgeNames,
}: {
  child: Child;
  gameTitles: GameTitles;
  storyTitles: StoryTitles;
  badgeNames: BadgeNames;
}): ReactElement {
  const { week } = child;
  const stories = week.stories.map((slug) => storyTitles[slug] ?? slug);
  return (
    <div className="mt-3 grid gap-2 text-slate-800" data-week={child.name}>
      <p>
        <strong>{m.family_chapters_read()}</strong> {week.chapters.length}
        {week.chapters.length > 0 &&
          ` (${week.chapters.map((c) => `${c.bookName} ${c.chapter}`).join(', ')})`}
      </p>
      {week.books.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.family_books_read()}>
          {week.books.map((b) => (
            <li key={b.book} className="rounded-full bg-leaf-100 px-3 py-1 text-sm font-bold text-leaf-700">
              📖 {b.bookName} · {b.chapters}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>{m.family_badges_earned()}</strong>{' '}
        {week.badges.length
          ? week.badges.map((b) => `${b.icon} ${badgeNames[b.id] ?? b.name}`).join(', ')
          : m.family_none_yet()}
      </p>
      <p>
        <strong>{m.family_games_played()}</strong>{' '}
        {week.games.length ? gamesPlayedText(week.games, gameTitles) : m.family_none()}
      </p>
      <p>
        <strong>{m.family_verses_learned()}</strong>{' '}
        {week.verses.length ? week.verses.map((v) => v.reference).join(', ') : m.family_none_yet()}
      </p>
      <p>
        <strong>{m.family_devotionals_opened()}</strong> {week.devotionals.length}
      </p>
      <p data-week-stories>
        <strong>{m.family_stories_heard_label()}</strong>{' '}
        {stories.length
          ? m.family_stories_heard_list({ count: stories.length, titles: stories.join(', ') })
          : m.family_stories_none()}
      </p>
      <p>
        <strong>{m.family_last_learned()}</strong>{' '}
        {week.lastLearnedAt ? when(week.lastLearnedAt) : m.family_not_yet()}
      </p>
    </div>
  );
}

/** Each game's name by its id (the page has them from the game catalogue, in its language). */
type GameTitles = Record<string, string>;
/** The badges' names in the page's language by id, where they differ from the API's English. */
type BadgeNames = Record<string, string>;

/**
 * /family: the parent's page. What waits for approval first, then the children with each one's week,
 * the PIN and e-mail. Right after sign-up (`?welcome`) it starts with "Add your children".
 */
export default function FamilyPanel({
  gameTitles = {},
  storyTitles = {},
  badgeNames = {},
  words,
  greeting,
  children: dataCard,
}: {
  gameTitles?: GameTitles;
  storyTitles?: StoryTitles;
  badgeNames?: BadgeNames;
  /** Its static words in the page's language (family-words.ts). */
  words: FamilyWords;
  /** Right after sign-up, what the page says above the child form (static, from the page). */
  greeting?: ReactNode;
  /** The family's data card, static (src/components/family/FamilyDataCard.astro), shown last. */
  children?: ReactNode;
}): ReactElement {
  const [state, setState] = useState<FamilyState | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const result = await apiRequest<FamilyState>('GET', '/api/family');
    if (!result.ok) return fail(result.message);
    setState(result.data);
    announceFamilyChange();
  }, []);
  useEffect(() => void reload(), [reload]);
  // Right after sign-up the page starts with "Add your children" (src/islands/auth: the confirm link).
  const [welcome, setWelcome] = useState(false);
  useEffect(() => setWelcome(new URLSearchParams(window.location.search).has('welcome')), []);

  if (!state) {
    return (
      <p role="status" className="lead">
        {m.family_loading()}
      </p>
    );
  }

  async function addChild(body: object): Promise<string | null> {
    const result = await apiRequest('POST', '/api/family/children', body);
    if (!result.ok) return result.message;
    toast({ title: m.family_profile_added(), description: m.family_profile_ready(), variant: 'success' });
    await reload();
    return null;
  }

  async function editChild(id: string, body: object): Promise<string | null> {
    const result = await apiRequest('PATCH', `/api/family/children/${id}`, body);
    if (!result.ok) return result.message;
    setEditing(null);
    await reload();
    return null;
  }

  async function deleteChild(id: string): Promise<void> {
    const result = await apiRequest<{ message: string }>('DELETE', `/api/family/children/${id}`);
    setConfirmDelete(null);
    if (!result.ok) return fail(result.message);
    toast({ title: m.family_profile_deleted(), description: result.data.message, variant: 'success' });
    await reload();
  }

  async function review(item: Review, approve: boolean): Promise<void> {
    const result = await apiRequest<{ message: string }>('POST', '/api/family/reviews', {
      kind: item.kind,
      id: item.id,
      approve,
    });
    if (!result.ok) return fail(result.message);
    toast({
      title: approve ? m.family_approved() : m.family_declined(),
      description: result.data.message,
      variant: 'success',
    });
    await reload();
  }

  async function learnAs(child: Child): Promise<void> {
    const result = await switchLearner(child.id);
    if (!result.ok) return fail(result.message);
    window.location.assign(learnerHref('/me/'));
  }

  const addChildCard = (
    <CardSection
      titleId="add-child-title"
      title={welcome ? m.family_add_your_children() : m.family_add_a_child()}
      className={welcome ? 'ring-4 ring-sun-400' : ''}
    >
      {welcome && greeting}
      {state.children.length >= maxChildren ? (
        <p className="mt-2 text-slate-700">{familyMessages.tooManyChildren}</p>
      ) : (
        <ChildForm words={words} submitLabel={m.family_add_profile()} onSubmit={addChild} />
      )}
    </CardSection>
  );

  async function setSummary(enabled: boolean): Promise<void> {
    const result = await apiRequest('PUT', '/api/family/weekly-summary', { enabled });
    if (!result.ok) return fail(result.message);
    await reload();
  }

  function setStreak(id: string, streak: ChildStreakAnswer): void {
    setState((s) => s && { ...s, children: s.children.map((c) => (c.id === id ? { ...c, streak } : c)) });
  }

  async function setPosting(child: Child, communityPosting: boolean): Promise<void> {
    const failed = await editChild(child.id, { communityPosting });
    if (failed) fail(failed);
  }

  return (
    <div className="grid gap-6">
      {welcome && addChildCard}
      <ParentReviews reviews={state.reviews} onDecide={(item, approve) => void review(item, approve)} />

      <CardSection titleId="children-title" title={m.family_your_children()}>
        {state.children.length === 0 ? (
          <p className="mt-2 text-slate-700">{words.noChildren}</p>
        ) : (
          <ul className="mt-4 grid gap-4" data-children>
            {state.children.map((child) => (
              <li key={child.id} className="rounded-2xl p-4 ring-1 ring-slate-200" data-child={child.name}>
                <div className="flex flex-wrap items-center gap-3">
                  <img src={art(child.avatar)} alt="" width={56} height={56} className="h-14 w-14" />
                  <h3 className="text-xl font-extrabold text-brand-900">{child.name}</h3>
                  <span className="text-slate-700">{m.family_age_years({ band: child.ageBand ?? '' })}</span>
                  <span className="text-slate-700" data-child-start>
                    · {learningStartName(child.start)}
                  </span>
                </div>
                {editing === child.id ? (
                  <ChildForm
                    initial={child}
                    words={words}
                    submitLabel={m.family_save()}
                    onSubmit={(body) => editChild(child.id, body)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <h4 className="mt-3 font-bold text-slate-900">{m.family_this_week()}</h4>
                    <WeekView
                      child={child}
                      gameTitles={gameTitles}
                      storyTitles={storyTitles}
                      badgeNames={badgeNames}
                    />
                    <ChildMapDisclosure childId={child.id} name={child.name} />
                    <h4 className="mt-3 font-bold text-slate-900">{m.family_streak_and_goal()}</h4>
                    <ChildStreak
                      childId={child.id}
                      name={child.name}
                      streak={child.streak}
                      onChange={(streak) => setStreak(child.id, streak)}
                    />
                    <label className="mt-3 flex items-center gap-2 font-semibold text-slate-800">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-brand-700"
                        checked={child.communityPosting}
                        onChange={(e) => void setPosting(child, e.target.checked)}
                      />
                      {words.mayShare}
                    </label>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button type="button" className="btn-sun" onClick={() => void learnAs(child)}>
                        {m.family_start_learning_as({ name: child.name })}
                      </button>
                      <button type="button" className="btn-ghost" onClick={() => setEditing(child.id)}>
                        {m.family_edit()}
                      </button>
                      <a className="btn-ghost" href={`/api/family/children/${child.id}/export`} download>
                        {m.family_download_data()}
                      </a>
                      <button type="button" className="btn-ghost" onClick={() => setConfirmDelete(child.id)}>
                        {m.family_delete()}
                      </button>
                    </div>
                    {confirmDelete === child.id && (
                      <div
                        role="alertdialog"
                        aria-labelledby={`del-${child.id}`}
                        className="mt-3 rounded-2xl bg-red-50 p-4"
                      >
                        <p id={`del-${child.id}`} className="font-semibold text-red-800">
                          {m.family_delete_confirm({ name: child.name })}
                        </p>
                        <div className="mt-2 flex gap-2">
                          <button
                            type="button"
                            className="btn-primary"
                            onClick={() => void deleteChild(child.id)}
                          >
                            {m.family_yes_delete()}
                          </button>
                          <button type="button" className="btn-ghost" onClick={() => setConfirmDelete(null)}>
                            {m.family_cancel()}
                          </button>
                        </div>
                      </div>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      {!welcome && addChildCard}

      <ParentPinCard hasPin={state.hasPin} words={words} onSaved={reload} />

      <CardSection titleId="summary-title" title={m.family_weekly_summary()}>
        <label className="mt-2 flex items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={state.weeklySummary}
            onChange={(e) => void setSummary(e.target.checked)}
          />
          {words.weeklySummaryLabel}
        </label>
      </CardSection>

      {dataCard}
    </div>
  );
}
