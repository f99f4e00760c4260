import { getLocale } from '../i18n/page-locale.ts';
import { localHref } from '../i18n/paths.ts';
import { artHeight, artWidth, devotionalArt } from '../lib/art.ts';
import type { PublishedDevotional } from '../lib/devotionals/devotional.ts';
import { isPlayableMediaUrl, mediaFeature, mediaLockedMessage } from '../lib/devotionals/media-rules.ts';
import { devotionalPicture } from '../lib/devotionals/picture.ts';
import type { DevotionalWords } from '../lib/devotionals/words.ts';
import { formatDayLong } from '../lib/site-day.ts';
import { devotionalTextPreviewChars, paragraphs, reflectionPreviewChars, truncateText } from '../lib/text.ts';
import { h } from './dom.ts';

/**
 * One devotional built in the browser, the same markup as DevotionalBody.astro (for a day the page
 * was not built on, and for the large view). Media stays hidden until the plan is known
 * (updateMediaGates). With `readMore`, long parts get Read More on phones as ReadMoreText.astro
 * renders it (the large view shows everything). `words` are the page's (DevotionalsFeed.astro).
 */
export function devotionalBody(
  d: PublishedDevotional,
  headingLevel: number,
  words: DevotionalWords,
  readMore = true,
): HTMLElement {
  const heading = `h${Math.min(headingLevel, 6)}` as 'h3';
  const sub = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
  const text = (value: string, limit: number): HTMLElement => {
    const parts = paragraphs(value);
    const full = h(
      'div',
      { 'data-read-more-full': '' },
      ...parts.map((p) => h('p', { class: 'mt-2 leading-relaxed whitespace-pre-line first:mt-0' }, p)),
    );
    const short = truncateText(parts.join('\n\n'), limit);
    if (!readMore || !short.truncated) return h('div', { 'data-read-more': '' }, full);
    return h(
      'div',
      { 'data-read-more': '' },
      h('p', { class: 'leading-relaxed whitespace-pre-line', 'data-read-more-short': '' }, short.text),
      full,
      h(
        'button',
        {
          type: 'button',
          class: 'mt-1 font-bold text-brand-700 underline underline-offset-2',
          'aria-expanded': 'false',
          'data-read-more-toggle': '',
        },
        words.readMore,
      ),
    );
  };
  const part = (
    title: string,
    value: string | null,
    boxClass: string,
    titleClass: string,
  ): HTMLElement | null => {
    if (!value) return null;
    const box = text(value, reflectionPreviewChars);
    box.className = 'mt-1 text-slate-900';
    return h('section', { class: boxClass }, h(sub, { class: titleClass }, title), box);
  };
  const body = text(d.devotionalText, devotionalTextPreviewChars);
  body.className = 'text-slate-800';
  return h(
    'div',
    { class: 'grid gap-4', 'data-devotional': d.id },
    h(
      'div',
      { class: 'flex items-center gap-4' },
      h('img', {
        src: devotionalArt(devotionalPicture(d)),
        alt: '',
        width: artWidth,
        height: artHeight,
        loading: 'lazy',
        decoding: 'async',
        'data-header-art': '',
        class: 'aspect-[3/2] h-auto w-24 shrink-0 rounded-2xl sm:w-32',
      }),
      h(
        'div',
        { class: 'min-w-0' },
        h(
          'p',
          { class: 'text-sm font-semibold text-slate-600' },
          h('time', { datetime: d.date }, formatDayLong(d.date, getLocale())),
        ),
        h(heading, { class: 'mt-1 text-2xl font-extrabold text-brand-900' }, d.title),
      ),
    ),
    h(
      'blockquote',
      {
        class:
          'rounded-2xl border-l-4 border-sun-500 bg-sun-100 px-4 py-3 font-serif text-lg text-slate-900 italic',
      },
      d.keyVerse,
    ),
    media(d, words),
    body,
    part(words.reflection, d.reflection, 'rounded-2xl bg-leaf-100 p-4', 'font-extrabold text-leaf-700'),
    part(words.prayer, d.prayer, 'rounded-2xl bg-grape-100 p-4', 'font-extrabold text-grape-700'),
  );
}

function media(d: PublishedDevotional, words: DevotionalWords): HTMLElement | null {
  const { mediaType, mediaUrl } = d;
  if (mediaType === 'none' || !mediaUrl || !isPlayableMediaUrl(mediaUrl)) return null;
  const locked = mediaLockedMessage(mediaType, { audio: words.audioLocked, video: words.videoLocked });
  const player =
    mediaType === 'audio'
      ? h('audio', { controls: true, preload: 'none', src: mediaUrl, class: 'w-full' })
      : h('video', {
          controls: true,
          preload: 'none',
          src: mediaUrl,
          class: 'aspect-video w-full rounded-2xl bg-slate-900',
        });
  return h(
    'div',
    { 'data-media-gate': true, 'data-feature': mediaFeature(mediaType) },
    h('div', { 'data-media-player': true, hidden: true }, player),
    h(
      'div',
      {
        class: 'rounded-2xl bg-grape-100 p-4 text-slate-900',
        'data-media-locked': true,
        'data-offer': true,
        hidden: true,
      },
      h('p', { class: 'font-bold' }, h('span', { 'aria-hidden': 'true' }, `${locked.icon} `), locked.text),
      h('a', { href: localHref('/subscription/'), class: 'btn-primary mt-3' }, words.upgradeNow),
    ),
  );
}
