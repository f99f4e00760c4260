import type { ReactElement, ReactNode } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { bookName } from '../../lib/bible/book-names.ts';
import type { BibleBook, Testament } from '../../lib/bible/books.ts';
import { chapterBounds, type ReaderAction, type ReaderState } from '../../lib/bible/reader-state.ts';
import { bibleVersions } from '../../lib/bible/versions.ts';

export interface ReaderControlsProps {
  state: ReaderState;
  books: readonly BibleBook[];
  onAction: (action: ReaderAction) => void;
  /** Selects stay disabled until React runs (they do nothing without it). */
  enabled: boolean;
  /** On chapter pages Prev and Next are links to the neighbouring pages (they work without JavaScript). */
  chapterHref?: (chapter: number) => string;
  idPrefix: string;
}

const testaments: Array<{ value: Testament; label: () => string }> = [
  { value: 'OT', label: m.reader_old_testament },
  { value: 'NT', label: m.reader_new_testament },
];

const selectClass =
  'mt-1 min-h-11 w-full rounded-2xl bg-white px-3 text-base text-slate-900 ' +
  'ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 disabled:bg-slate-100';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }): ReactElement {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function Step({
  label,
  arrow,
  disabled,
  href,
  onClick,
}: {
  label: string;
  arrow: 'before' | 'after';
  disabled: boolean;
  href?: string;
  onClick: () => void;
}): ReactElement {
  const content = (
    <>
      {arrow === 'before' && <span aria-hidden="true">←</span>}
      {label}
      {arrow === 'after' && <span aria-hidden="true">→</span>}
    </>
  );
  if (href !== undefined && !disabled)
    return (
      <a href={href} className="btn-ghost">
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className="btn-ghost disabled:cursor-not-allowed disabled:opacity-60"
      disabled={disabled}
      onClick={onClick}
    >
      {content}
    </button>
  );
}

/** The reader's version, testament, book and chapter selectors with Prev and Next (NIV shown disabled). */
export default function ReaderControls({
  state,
  books,
  onAction,
  enabled,
  chapterHref,
  idPrefix,
}: ReaderControlsProps): ReactElement {
  const { position, testament } = state;
  const book = books.find((b) => b.slug === position.book);
  const chapterCount = book?.chapters ?? 1;
  const { canGoPrevious, canGoNext } = chapterBounds(state, books);
  const id = (name: string): string => `${idPrefix}-${name}`;
  const locale = getLocale();

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={id('version')} label={m.reader_version()}>
          <select
            id={id('version')}
            className={selectClass}
            disabled={!enabled}
            value={position.version}
            onChange={(e) => onAction({ type: 'version', version: e.target.value })}
          >
            {bibleVersions.map((v) => (
              <option key={v.code} value={v.code}>{`${v.abbreviation} (${v.name})`}</option>
            ))}
            <option value="niv" disabled>
              {m.reader_niv_coming()}
            </option>
          </select>
        </Field>
        <Field id={id('testament')} label={m.reader_testament()}>
          <select
            id={id('testament')}
            className={selectClass}
            disabled={!enabled}
            value={testament}
            onChange={(e) => onAction({ type: 'testament', testament: e.target.value as Testament })}
          >
            {testaments.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label()}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('book')} label={m.reader_book()}>
          <select
            id={id('book')}
            className={selectClass}
            disabled={!enabled}
            value={position.book}
            onChange={(e) => onAction({ type: 'book', book: e.target.value })}
          >
            {books
              .filter((b) => b.testament === testament)
              .map((b) => (
                <option key={b.slug} value={b.slug}>
                  {bookName(b, locale)}
                </option>
              ))}
          </select>
        </Field>
        <Field id={id('chapter')} label={m.reader_chapter()}>
          <select
            id={id('chapter')}
            className={selectClass}
            disabled={!enabled}
            value={position.chapter}
            onChange={(e) => onAction({ type: 'chapter', chapter: Number(e.target.value) })}
          >
            {Array.from({ length: chapterCount }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Step
          label={m.reader_prev()}
          arrow="before"
          disabled={!canGoPrevious}
          href={chapterHref?.(position.chapter - 1)}
          onClick={() => onAction({ type: 'previous' })}
        />
        <p className="min-w-0 text-center font-bold text-slate-700">
          {book ? `${bookName(book, locale)} ${position.chapter}` : ''}
          <span className="sr-only">{` ${m.reader_of_chapters({ count: chapterCount })}`}</span>
        </p>
        <Step
          label={m.reader_next()}
          arrow="after"
          disabled={!canGoNext}
          href={chapterHref?.(position.chapter + 1)}
          onClick={() => onAction({ type: 'next' })}
        />
      </div>
    </div>
  );
}
