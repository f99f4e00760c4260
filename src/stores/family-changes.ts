/**
 * "The family changed" (a child added, renamed or deleted), said by the family panel after each
 * reload so the other cards of /family (Class groups) read the children again.
 */
const eventName = 'family:changed';

export function announceFamilyChange(): void {
  window.dispatchEvent(new Event(eventName));
}

/** Calls `listener` at each change; returns the function that stops listening. */
export function onFamilyChange(listener: () => void): () => void {
  window.addEventListener(eventName, listener);
  return () => window.removeEventListener(eventName, listener);
}
