import { describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../src/build/plain-dynamic-import.ts';

const helper = 'import { t as __vitePreload } from "./preload-helper.AbC123.js";\n';

describe('plainDynamicImports (the page scripts load their parts with a plain import())', () => {
  it('writes each preload call without dependencies as the import it wraps, and drops the helper', () => {
    const code =
      `${helper}const load = () => __vitePreload(() => import("./toast-view.js"), []);\n` +
      'btn.onclick = () => __vitePreload(() => import("./sign-out.js").then((m) => m.signOut(")")), []);\n';
    expect(plainDynamicImports(code)).toBe(
      'const load = () => (import("./toast-view.js"));\n' +
        'btn.onclick = () => (import("./sign-out.js").then((m) => m.signOut(")")));\n',
    );
  });

  it('calls a loading function of another shape (an await of named imports) in place', () => {
    const code =
      `${helper}const { queueWrite } = await __vitePreload(async () => {\n` +
      '  const { queueWrite } = await import("./offline-queue.js");\n' +
      '  return { queueWrite };\n}, [], import.meta.url);\n';
    expect(plainDynamicImports(code)).toBe(
      'const { queueWrite } = await (async () => {\n' +
        '  const { queueWrite } = await import("./offline-queue.js");\n  return { queueWrite };\n})();\n',
    );
  });

  it('keeps a stand-in of the helper for a call with dependencies to preload', () => {
    const withCss = '__vitePreload(() => import("./a.js"), ["_astro/a.css"]);\n';
    const code = `${helper}${withCss}__vitePreload(() => import("./b.js"), __VITE_PRELOAD__);\n`;
    expect(plainDynamicImports(code)).toBe(
      `const __vitePreload = (load) => load();\n${withCss}(import("./b.js"));\n`,
    );
  });

  it('leaves code without the helper as it is', () => {
    const code = 'export const a = () => import("./a.js");\n';
    expect(plainDynamicImports(code)).toBe(code);
  });
});
