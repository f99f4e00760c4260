import type { ReactElement } from 'react';
import { artHeight, artWidth, planArt } from '../../lib/art.ts';
import type { Plan } from '../../lib/plans.ts';

export interface PlanDetailsProps {
  plan: Plan;
  /** h2 where the plans are the page's main list (/subscription), h3 inside a section (/explorer). */
  headingLevel: 2 | 3;
  /** Lazy-load the picture (plans below the fold). */
  lazy?: boolean;
}

/**
 * What a plan card says: its picture, name, description, price and features. /subscription's island
 * renders it around its buttons; /explorer renders it on the server only, so that page ships no React.
 */
export function PlanDetails({ plan, headingLevel, lazy = false }: PlanDetailsProps): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <img
        src={planArt(plan.tier)}
        alt=""
        width={artWidth}
        height={artHeight}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className="mb-4 aspect-[3/2] w-full rounded-2xl"
      />
      <Heading className="text-xl font-extrabold text-brand-900">{plan.name}</Heading>
      <p className="mt-1 text-slate-700">{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-brand-900">{plan.price}</span>
        <span className="text-slate-700"> {plan.period}</span>
      </p>
      {plan.note && <p className="mt-1 font-semibold text-leaf-700">{plan.note}</p>}
      <ul className="mt-4 grid flex-1 gap-2">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-leaf-600">
              ✓
            </span>
            {f}
          </li>
        ))}
      </ul>
    </>
  );
}
