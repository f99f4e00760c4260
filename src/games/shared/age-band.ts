import type { AgeBand } from '../../lib/profile-checks.ts';
import type { SessionProfile } from '../../lib/session.ts';

export type { AgeBand } from '../../lib/profile-checks.ts';

/**
 * The band whose rules visitors and parents play by: the games as they were before bands (a child's
 * profile brings its own band; the account's own profile and a signed-out visitor have none).
 */
export const defaultGameBand: AgeBand = '7-9';

/** The age band a game plays by for the learner on the page. */
export function gameBandOf(profile: SessionProfile | null | undefined): AgeBand {
  return (profile?.kind === 'child' && profile.ageBand) || defaultGameBand;
}

/** A game's rules for each band, written once as data. */
export type BandRules<R> = Readonly<Record<AgeBand, R>>;

/**
 * A multiple-choice question with at most `max` choices: the right one stays, the first wrong ones
 * fill the rest, in their order; `correct` points at the right one again.
 */
export function withFewerChoices<Q extends { correct: number }>(
  question: Q,
  choices: readonly string[],
  max: number,
): { question: Q; choices: string[] } {
  if (choices.length <= max) return { question, choices: [...choices] };
  const right = choices[question.correct]!;
  const kept = choices.filter((_, i) => i !== question.correct).slice(0, max - 1);
  // The right choice keeps its place among the kept ones (never always first).
  const at = Math.min(question.correct, kept.length);
  kept.splice(at, 0, right);
  return { question: { ...question, correct: at }, choices: kept };
}
