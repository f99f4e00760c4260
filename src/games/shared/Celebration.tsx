import { type ReactElement, useEffect, useState } from 'react';
import { mascotArt, mascotSize } from '../../lib/art.ts';
import { celebrationDurationMs } from './celebration.ts';

const pieces = ['🎉', '⭐', '✨', '🎊', '💛', '🌟', '🎈', '🙌'];

export interface CelebrationProps {
  /** Changes to this value (e.g. a counter) start a new celebration; 0 or null shows nothing. */
  trigger: number | null;
  message?: string;
}

/**
 * The 3-second winning celebration: the cheering lamb and the message. Confetti falls unless the
 * player prefers reduced motion, in which case only the message shows. It never blocks play:
 * pointer events pass through.
 */
export function Celebration({ trigger, message = 'Great job!' }: CelebrationProps): ReactElement | null {
  const [visible, setVisible] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    setReduced(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  useEffect(() => {
    if (!trigger) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), celebrationDurationMs);
    return () => window.clearTimeout(timer);
  }, [trigger]);

  if (!visible) return null;
  return (
    <div
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center"
      data-celebration
      role="status"
    >
      {!reduced &&
        Array.from({ length: 24 }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            className="confetti-piece absolute top-0 text-3xl"
            style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 6) * 0.15}s` }}
          >
            {pieces[i % pieces.length]}
          </span>
        ))}
      <div className="flex flex-col items-center rounded-3xl bg-white/95 px-8 pt-3 pb-5 shadow-xl ring-4 ring-sun-400">
        <img
          src={mascotArt.cheer}
          alt=""
          width={mascotSize}
          height={mascotSize}
          decoding="async"
          className="h-28 w-28"
          data-celebration-mascot
        />
        <p className="text-3xl font-extrabold text-brand-900">{message}</p>
      </div>
    </div>
  );
}
