import type { ReactElement } from 'react';
import type { PublishedDevotional } from '../../lib/devotionals/devotional.ts';
import { formatDayLong } from '../../lib/site-day.ts';
import { devotionalTextPreviewChars, reflectionPreviewChars } from '../../lib/text.ts';
import { DevotionalMedia } from './DevotionalMedia.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { ReadMore } from './ReadMore.tsx';

export interface DevotionalBodyProps {
  devotional: PublishedDevotional;
  headingLevel: HeadingLevel;
  /** Shorten long parts on mobile (the section's cards); the large view shows everything. */
  truncate: boolean;
}

/** Title, date, key verse, media, text, reflection and prayer of one devotional. */
export function DevotionalBody({ devotional: d, headingLevel, truncate }: DevotionalBodyProps): ReactElement {
  const limit = (chars: number): number => (truncate ? chars : Number.POSITIVE_INFINITY);
  const sub = (headingLevel + 1) as HeadingLevel;
  return (
    <div className="grid gap-4" data-devotional={d.id}>
      <div>
        <p className="text-sm font-semibold text-slate-600">
          <time dateTime={d.date}>{formatDayLong(d.date)}</time>
        </p>
        <Heading level={headingLevel} className="mt-1 text-2xl font-extrabold text-brand-900">
          {d.title}
        </Heading>
      </div>
      <blockquote
        className={
          'rounded-2xl border-l-4 border-sun-500 bg-sun-100 px-4 py-3 font-serif text-lg ' +
          'text-slate-900 italic'
        }
      >
        {d.keyVerse}
      </blockquote>
      <DevotionalMedia mediaType={d.mediaType} mediaUrl={d.mediaUrl} />
      <ReadMore
        text={d.devotionalText}
        limit={limit(devotionalTextPreviewChars)}
        className="text-slate-800"
      />
      {d.reflection && (
        <section className="rounded-2xl bg-leaf-100 p-4">
          <Heading level={sub} className="font-extrabold text-leaf-700">
            Reflection
          </Heading>
          <ReadMore
            text={d.reflection}
            limit={limit(reflectionPreviewChars)}
            className="mt-1 text-slate-900"
          />
        </section>
      )}
      {d.prayer && (
        <section className="rounded-2xl bg-grape-100 p-4">
          <Heading level={sub} className="font-extrabold text-grape-700">
            Prayer
          </Heading>
          <ReadMore text={d.prayer} limit={limit(reflectionPreviewChars)} className="mt-1 text-slate-900" />
        </section>
      )}
    </div>
  );
}
