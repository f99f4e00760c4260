import { listReadingPlans } from '../../db/queries/reading-plans.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/paths.ts';
import { chapterPagePath } from '../lib/bible/paths.ts';
import { defaultVersionFor } from '../lib/bible/versions.ts';
import { referenceIn } from '../lib/learn/references.ts';
import { inLanguage } from '../lib/learn/translations.ts';
import { type Passage, passageLabel, planPassages } from '../lib/reading-plans.ts';
import { buildDb } from './db.ts';

export interface PlanPage {
  id: string;
  title: string;
  description: string;
  path: string;
  days: Array<{ day: number; passages: Array<{ label: string; href: string }> }>;
}

/** A passage as a link to its chapter in the Bible version of the page's language. */
const passageLink = (p: Passage, locale: Locale) => ({
  label: referenceIn(locale, passageLabel(p)),
  href:
    chapterPagePath(defaultVersionFor(locale), p.book, p.chapter) + (p.verses ? `#v${p.verses.from}` : ''),
});

/**
 * The reading plans as the pages in `locale` show them (from the database: admins edit them), with
 * their words in that language where written (src/lib/learn/translations.ts).
 */
export async function readingPlanPages(locale: Locale): Promise<PlanPage[]> {
  const plans = await listReadingPlans(buildDb());
  return plans.flatMap((stored) => {
    let days: Passage[][];
    try {
      days = planPassages(stored.days);
    } catch {
      return [];
    }
    const plan = inLanguage(locale, 'plans', stored);
    return [
      {
        id: plan.id,
        title: plan.title,
        description: plan.description,
        path: localizedPath(`/reading-plans/${plan.id}/`, locale),
        days: days.map((passages, i) => ({
          day: i + 1,
          passages: passages.map((p) => passageLink(p, locale)),
        })),
      },
    ];
  });
}
