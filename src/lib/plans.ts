import { z } from 'zod';

/** A plan as the plans pages show it (content/site/plans.json). */
export const planSchema = z.object({
  /** Which plan this is: the key the subscription tiers map onto. */
  tier: z.enum(['free', 'premium', 'annual']),
  name: z.string().min(1),
  /** Shown large, e.g. "$5.99". */
  price: z.string().min(1),
  /** Shown after the price, e.g. "per month". */
  period: z.string().min(1),
  description: z.string().min(1),
  /** A short note under the price, e.g. "2 months free, save 17%". */
  note: z.string().optional(),
  features: z.array(z.string().min(1)).min(1),
  buttonText: z.string().min(1),
  popular: z.boolean().default(false),
});

export type Plan = z.infer<typeof planSchema>;

export const planOrder: readonly Plan['tier'][] = ['free', 'premium', 'annual'];

/** Plans sorted free, premium, annual. */
export function sortPlans<T extends { tier: Plan['tier'] }>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => planOrder.indexOf(a.tier) - planOrder.indexOf(b.tier));
}
