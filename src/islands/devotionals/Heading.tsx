import type { ReactElement, ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading whose level depends on where the island sits (the home section or its own page). */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}): ReactElement {
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
