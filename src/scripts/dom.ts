/** A child for h(): nodes and text; null, undefined and false are left out. */
export type Child = Node | string | null | undefined | false;

/**
 * Builds an element: `class` sets the class list, `true` sets an empty attribute, `false` and
 * undefined leave it out. Text children are always text nodes, never HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | undefined> | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === false || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/**
 * A native modal <dialog>: the close button and a click on the backdrop close it (Escape and
 * focus return come with the element).
 */
export function wireDialog(dialog: HTMLDialogElement): void {
  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}
