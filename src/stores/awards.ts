import { toast } from './toasts.ts';

/** What the API answers after progress (a chapter read, a game finished, a verse mastered). */
export interface Awards {
  badges?: Array<{ name: string; icon: string }>;
  achievements?: Array<{ name: string; icon: string }>;
}

/**
 * Celebrates new badges and achievements in one toast (at most 3 toasts show at once, and the
 * action's own message must stay visible).
 */
export function announceAwards(awards: Awards | null | undefined): void {
  const items = [
    ...(awards?.badges ?? []).map((b) => `${b.icon} ${b.name} badge`),
    ...(awards?.achievements ?? []).map((a) => `${a.icon} ${a.name}`),
  ];
  if (items.length === 0) return;
  toast({
    title: '🌟 You earned something new!',
    description: items.join(' · '),
    variant: 'success',
    durationMs: 6000,
  });
}
