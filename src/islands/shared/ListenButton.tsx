import { type MouseEvent, type ReactElement, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { canSpeak, loadReadAloud, stopReadAloudIfLoaded } from '../../scripts/listen-buttons.ts';

/**
 * The Listen button of read-aloud in an island: the same vanilla module as the static pages, loaded
 * on the first click. Hidden where the browser cannot speak. `target` is the id of the element to
 * read; `beforeListen` may show it first (it runs before reading starts). Reading stops when the
 * button goes away. `label` names what is read ("Listen to the question"); "Listen" by default.
 */
export function ListenButton({
  target,
  beforeListen,
  label = 'Listen',
}: {
  target: string;
  beforeListen?: () => void;
  label?: string;
}): ReactElement {
  const [speaks, setSpeaks] = useState(false);
  useEffect(() => {
    setSpeaks(canSpeak());
    return stopReadAloudIfLoaded;
  }, []);

  const listen = (event: MouseEvent<HTMLButtonElement>): void => {
    const trigger = event.currentTarget;
    if (beforeListen) flushSync(beforeListen);
    void loadReadAloud().then((m) => m.startReadAloud(trigger));
  };

  return (
    <div data-listen={target} hidden={!speaks} className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-ghost" data-listen-start onClick={listen}>
        <span aria-hidden="true">🔊</span> {label}
      </button>
    </div>
  );
}
