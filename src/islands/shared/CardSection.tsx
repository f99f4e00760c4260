import type { ReactElement, ReactNode } from 'react';

/** A card that is a section named by its h2 heading (`titleId` ties the two for screen readers). */
export function CardSection({
  titleId,
  title,
  className = '',
  children,
}: {
  titleId: string;
  title: string;
  /** More classes for the card (a warning ring). */
  className?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section className={`card ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
