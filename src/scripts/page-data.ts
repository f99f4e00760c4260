/** The JSON a page carries in `<script type="application/json" data-...>` inside `root`. */
export function readData<T>(root: ParentNode, selector: string): T | null {
  const el = root.querySelector<HTMLScriptElement>(selector);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch (error) {
    console.error('Bad page data', error);
    return null;
  }
}

/** JSON safe to put inside a <script> element (no "</script>" or "<!--" can appear in it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
