import type { ReactElement } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
import type { FeatureKey } from '../../lib/entitlements.ts';
import { canSeeOffers } from '../../lib/offers.ts';
import { premiumPrompts } from '../../lib/premium-prompts.ts';
import { useSession } from '../shared/use-session.ts';

/** A friendly lock for a premium feature, with the way to the plans; a child is told to ask a grown-up. */
export function PremiumPrompt({ feature }: { feature: FeatureKey }): ReactElement {
  const session = useSession();
  const prompt = canSeeOffers(session)
    ? (premiumPrompts[feature] ?? {
        title: 'Upgrade to Premium',
        description: 'This is part of the Premium plan.',
      })
    : { title: m.home_not_open_yet(), description: m.home_ask_grown_up() };
  return (
    <div className="card text-center" data-premium-prompt={feature}>
      <p aria-hidden="true" className="text-4xl">
        🔒
      </p>
      <h2 className="mt-2 text-xl font-extrabold text-brand-900">{prompt.title}</h2>
      <p className="mt-1 text-slate-700">{prompt.description}</p>
      {canSeeOffers(session) && (
        <a href={localHref('/subscription/')} className="btn-sun mt-4">
          {m.account_upgrade_now()}
        </a>
      )}
    </div>
  );
}
