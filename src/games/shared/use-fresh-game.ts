import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** The seed and clock of the server render and the first client render, so hydration matches. */
const hydrationSeed = 1;
const hydrationTime = 0;

/**
 * A game's state, dealt afresh in the browser. The page is pre-rendered, so the first render uses
 * a fixed seed (a random one would not match the server's HTML); right after hydration the game is
 * dealt again with a seed from the clock. The game is still hidden behind the plan gate then.
 */
export function useFreshGame<S>(create: (seed: number, now: number) => S): [S, Dispatch<SetStateAction<S>>] {
  const [state, setState] = useState<S>(() => create(hydrationSeed, hydrationTime));
  useEffect(() => {
    // Once, on mount; later deals are the player's New Game.
    setState(create(Date.now() >>> 0, Date.now()));
  }, []);
  return [state, setState];
}
