import { listReadingPlans } from '../../db/queries/reading-plans.ts';
import { chapterPagePath } from '../lib/bible/paths.ts';
import { defaultBibleVersion } from '../lib/bible/versions.ts';
import { type Passage, passageLabel, planPassages } from '../lib/reading-plans.ts';
import { buildDb } from './db.ts';

export interface PlanPage {
  id: string;
  title: string;
  description: string;
  path: string;
  days: Array<{ day: number; passages: Array<{ label: string; href: string }> }>;
}

const passageLink = (p: Passage) => ({
  label: passageLabel(p),
  href: chapterPagePath(defaultBibleVersion, p.book, p.chapter) + (p.verses ? `#v${p.verses.from}` : ''),
});

/** The reading plans as the pages show them (from the database: admins edit them). */
export async function readingPlanPages(): Promise<PlanPage[]> {
  const plans = await listReadingPlans(buildDb());
  return plans.flatMap((plan) => {
    let days: Passage[][];
    try {
      days = planPassages(plan.days);
    } catch {
      return [];
    }
    return [
      {
        id: plan.id,
        title: plan.title,
        description: plan.description,
        path: `/reading-plans/${plan.id}/`,
        days: days.map((passages, i) => ({ day: i + 1, passages: passages.map(passageLink) })),
      },
    ];
  });
}
