import { useEffect, useState } from 'react';
import { $session } from '../../stores/session.ts';
import { type AgeBand, gameBandOf } from './age-band.ts';

/**
 * The active learner's age band, from the session (the game gate loads it; the game is hidden until
 * then). Before the session is known it is the default band.
 */
export function useGameBand(): AgeBand {
  const [band, setBand] = useState<AgeBand>(() => gameBandOf($session.get().profile));
  useEffect(() => $session.subscribe((s) => setBand(gameBandOf(s.profile))), []);
  return band;
}
