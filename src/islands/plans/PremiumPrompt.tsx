import type { ReactElement } from 'react';
import type { FeatureKey } from '../../lib/entitlements.ts';
import { premiumPrompts } from '../../lib/premium-prompts.ts';

/** A friendly lock for a premium feature, with the way to the plans. */
export function PremiumPrompt({ feature }: { feature: FeatureKey }): ReactElement {
  const prompt = premiumPrompts[feature] ?? {
    title: 'Upgrade to Premium',
    description: 'This is part of the Premium plan.',
  };
  return (
    <div className="card text-center" data-premium-prompt={feature}>
      <p aria-hidden="true" className="text-4xl">
        🔒
      </p>
      <h2 className="mt-2 text-xl font-extrabold text-brand-900">{prompt.title}</h2>
      <p className="mt-1 text-slate-700">{prompt.description}</p>
      <a href="/subscription/" className="btn-sun mt-4">
        Upgrade Now
      </a>
    </div>
  );
}
