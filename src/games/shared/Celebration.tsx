import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { MascotImage } from '../../components/art/MascotImage.tsx';
import { celebrationDurationMs } from './celebration.ts';

const pieces = ['🎉', '⭐', '✨', '🎊', '💛', '🌟', '🎈', '🙌'];

export interface CelebrationProps {
  /** Changes to this value (e.g. a counter) start a new celebration; 0 or null shows nothing. */
  trigger: number | null;
  message?: string;
  /**
   * Scroll the banner into view when it shows (at a pause in play, e.g. a won word); without it the
   * page never moves, so a player tapping a board is never thrown off.
   */
  reveal?: boolean;
  /** Classes of the live region, e.g. its margin in the game's flow. */
  className?: string;
}

/**
 * The 3-second winning celebration: the cheering lamb and the message in a banner that takes its own
 * place in the game's flow, so it never covers the score, a level message or the board. Confetti falls
 * inside the banner only, and not at all when the player prefers reduced motion (global.css). The
 * banner lives in a polite live region that is always on the page, so screen readers hear the message.
 */
export function Celebration({
  trigger,
  message = m.games_common_great_job(),
  reveal = false,
  className,
}: CelebrationProps): ReactElement {
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!trigger) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), celebrationDurationMs);
    return () => window.clearTimeout(timer);
  }, [trigger]);

  useEffect(() => {
    if (visible && reveal) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [visible, reveal]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-celebration-region className={className}>
      {visible && (
        <div
          ref={banner}
          data-celebration
          className={
            'celebration-banner relative flex scroll-mt-20 items-center justify-center gap-3 overflow-hidden ' +
            'rounded-3xl bg-white px-4 py-2 shadow-md ring-4 ring-sun-400'
          }
        >
          {Array.from({ length: 12 }, (_, i) => (
            <span
              key={i}
              aria-hidden="true"
              className="confetti-piece pointer-events-none absolute top-0 text-xl"
              style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 6) * 0.15}s` }}
            >
              {pieces[i % pieces.length]}
            </span>
          ))}
          <MascotImage
            pose="cheer"
            alt=""
            className="relative h-16 w-16 shrink-0"
            marker="celebration-mascot"
          />
          <p className="relative text-2xl font-extrabold text-brand-900 sm:text-3xl">{message}</p>
        </div>
      )}
    </div>
  );
}
