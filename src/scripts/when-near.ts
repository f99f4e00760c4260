/**
 * Loads a part of the page's code once the part comes near the screen (300 px ahead), so that a
 * page's first load carries only what its first screen needs: like an island's `client:visible`.
 * A click inside the part before its code has loaded is held and given again once it has, so no tap
 * is lost (a hidden part, e.g. a home section not shown on a phone, loads when it is shown).
 */
export function whenNear(root: Element | null, load: () => Promise<unknown>): void {
  if (!root) return;
  let loading: Promise<unknown> | null = null;
  const start = (): Promise<unknown> => {
    observer.disconnect();
    root.removeEventListener('click', hold, true);
    loading ??= load();
    return loading;
  };
  const hold = (event: Event): void => {
    const target = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => target.click());
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) void start();
    },
    { rootMargin: '300px' },
  );
  observer.observe(root);
  root.addEventListener('click', hold, true);
}
