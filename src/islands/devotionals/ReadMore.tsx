import { type ReactElement, useState } from 'react';
import { paragraphs, truncateText } from '../../lib/text.ts';
import { useIsMobile } from '../shared/use-is-mobile.ts';

export interface ReadMoreProps {
  text: string;
  /** Characters shown on mobile before "Read More" (200 for the text, 150 for reflection and prayer). */
  limit: number;
  className?: string;
}

/** Long text on mobile is shortened with Read More / Read Less (limits in src/lib/text.ts). */
export function ReadMore({ text, limit, className = '' }: ReadMoreProps): ReactElement {
  const mobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text, limit);
  const collapsed = mobile && short.truncated && !expanded;
  const shown = collapsed ? [short.text] : paragraphs(text);

  return (
    <div className={className}>
      {shown.map((p, i) => (
        <p key={i} className="mt-2 leading-relaxed whitespace-pre-line first:mt-0">
          {p}
        </p>
      ))}
      {mobile && short.truncated && (
        <button
          type="button"
          className="mt-1 font-bold text-brand-700 underline underline-offset-2"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </div>
  );
}
