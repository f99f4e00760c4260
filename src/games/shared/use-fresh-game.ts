import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/** The seed and clock of the server render and the first client render, so hydration matches. */
const hydrationSeed = 1;
const hydrationTime = 0;

/**
 * A game's state, dealt afresh in the browser. The page is pre-rendered, so the first render uses
 * a fixed seed (a random one would not match the server's HTML); right after hydration the game is
 * dealt again with a seed from the clock. The game is still hidden behind the plan gate then.
 * The third value says whether the browser's deal has happened: a game whose first screen shows
 * what was dealt (a question, a word) shows a placeholder until then.
 * `rulesKey` names the rules the deal follows (the learner's age band): when it changes (the session
 * arrived after the first deal) the game is dealt again under the new rules.
 */
export function useFreshGame<S>(
  create: (seed: number, now: number) => S,
  rulesKey?: string,
): [S, Dispatch<SetStateAction<S>>, boolean] {
  const [state, setState] = useState<S>(() => create(hydrationSeed, hydrationTime));
  const [dealt, setDealt] = useState(false);
  useEffect(() => {
    // On mount and when the rules change; other deals are the player's New Game.
    setState(create(Date.now() >>> 0, Date.now()));
    setDealt(true);
  }, [rulesKey]);
  return [state, setState, dealt];
}
