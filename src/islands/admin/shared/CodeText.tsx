import type { ReactElement } from 'react';

/**
 * A message whose `backticked` parts are code (the bulk formats' prefixes, which stay as they are in
 * every language), each shown in a `<code>`.
 */
export function CodeText({ text }: { text: string }): ReactElement {
  const parts = text.split('`');
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
