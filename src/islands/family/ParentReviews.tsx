import type { ReactElement } from 'react';
import { m } from '#messages';
import { CardSection } from '../shared/CardSection.tsx';

/** A child's story, question, prayer or message waiting for the parent's approval. */
export interface Review {
  kind: 'story' | 'question' | 'prayer' | 'message';
  id: number;
  childName: string;
  title: string;
  body: string;
}

const kindLabel: Record<Review['kind'], () => string> = {
  story: () => m.family_kind_story(),
  question: () => m.family_kind_question(),
  prayer: () => m.family_kind_prayer(),
  message: () => m.family_kind_message(),
};

/** "Waiting for you": first on /family, with how many things wait in its title. */
export function ParentReviews({
  reviews,
  onDecide,
}: {
  reviews: readonly Review[];
  onDecide: (item: Review, approve: boolean) => void;
}): ReactElement {
  return (
    <CardSection
      titleId="reviews-title"
      title={
        reviews.length ? m.family_waiting_title({ count: reviews.length }) : m.family_waiting_title_none()
      }
    >
      {reviews.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.family_nothing_waiting()}</p>
      ) : (
        <ul className="mt-4 grid gap-3" data-reviews>
          {reviews.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="rounded-2xl p-4 ring-1 ring-slate-200"
              data-review={item.title}
            >
              <p className="text-sm font-bold text-slate-700">
                {m.family_review_from({ kind: kindLabel[item.kind](), name: item.childName })}
              </p>
              {item.title && <p className="font-extrabold text-brand-900">{item.title}</p>}
              <p className="mt-1 whitespace-pre-line text-slate-800">{item.body}</p>
              <div className="mt-2 flex gap-2">
                <button type="button" className="btn-primary" onClick={() => onDecide(item, true)}>
                  {m.family_approve()}
                </button>
                <button type="button" className="btn-ghost" onClick={() => onDecide(item, false)}>
                  {m.family_decline()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
