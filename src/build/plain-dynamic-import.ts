import type { Plugin } from 'vite';

/**
 * The page scripts (src/scripts) load their on-demand parts with a plain `import()`: they import no
 * CSS, so there is nothing to preload beside them, and Vite's preload helper alone (0.8 KB brotli)
 * would be a sixth of a content page's script budget. In their chunks each `__vitePreload(() =>
 * import(...), deps)` becomes the `import(...)` it wraps, and the helper's import goes.
 */
export const plainDynamicImportPlugin: Plugin = {
  name: 'plain-dynamic-import',
  renderChunk(code, chunk) {
    if (!helperImport.test(code) || !chunk.moduleIds.every(isPlainModule)) return null;
    return { code: plainDynamicImports(code), map: null };
  },
};

const helperImport = /^import \{ t as __vitePreload \} from "\.\/preload-helper\.[^"]+";\n?/m;

/** Page scripts and the plain modules they import (rules, stores, the API client, messages): no CSS. */
const plainModule = /\/src\/(scripts|lib|stores|client|i18n|paraglide)\/|\/node_modules\/nanostores\//;
const isPlainModule = (id: string): boolean => plainModule.test(id) || id.includes('?astro&type=script');

/** What Vite passes as the preload list: a list, its marker before the list is known, or nothing. */
const noDependencies = /^(?:\[\]|__VITE_PRELOAD__|void 0)$/;
const call = '__vitePreload(';

/**
 * `code` with every `__vitePreload(load, [])` written as the call of `load` (`() => import(x)` as
 * `(import(x))`), and without the helper's import when no call is left (a call with dependencies to
 * preload keeps a one-line stand-in of the helper, which does not preload them).
 */
export function plainDynamicImports(code: string): string {
  let out = '';
  let from = 0;
  for (let at = code.indexOf(call); at >= 0; at = code.indexOf(call, from)) {
    const args = splitArguments(code, at + call.length);
    const plain = args && noDependencies.test(args.list[1]?.trim() ?? '') && args.list.length <= 3;
    out += code.slice(from, at) + (plain ? called(args.list[0]!.trim()) : call);
    from = plain ? args.end : at + call.length;
  }
  out += code.slice(from);
  const left = out.includes(call);
  return out.replace(helperImport, left ? 'const __vitePreload = (load) => load();\n' : '');
}

/** The call of a loading function: `() => import(x)` is `(import(x))`, any other `f` is `(f)()`. */
function called(factory: string): string {
  const arrow = /^\(\)\s*=>\s*(?!\{)/.exec(factory);
  return arrow ? `(${factory.slice(arrow[0].length)})` : `(${factory})()`;
}

/**
 * The top-level arguments of the call whose arguments start at `start`, and the index just past its
 * closing parenthesis; null when the code ends first. Skips strings, template literals and brackets.
 */
function splitArguments(code: string, start: number): { list: string[]; end: number } | null {
  const list: string[] = [];
  let depth = 0;
  let argStart = start;
  for (let i = start; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(code, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) {
        list.push(code.slice(argStart, i));
        return { list, end: i + 1 };
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      list.push(code.slice(argStart, i));
      argStart = i + 1;
    }
  }
  return null;
}

/** The index of the quote closing the string that opens at `open` (template literals without `${`). */
function skipString(code: string, open: number): number {
  const quote = code[open];
  for (let i = open + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
  }
  return code.length;
}
