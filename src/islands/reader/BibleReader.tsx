import { type ReactElement, useCallback, useEffect, useReducer, useState } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { bookName, verseChapterName } from '../../lib/bible/book-names.ts';
import { type BibleBook, bibleBooks } from '../../lib/bible/books.ts';
import { chapterPagePath } from '../../lib/bible/paths.ts';
import {
  defaultReaderPosition,
  type ReaderAction,
  type ReaderState,
  readerPositionFromQuery,
  readerQuery,
  readerStateAt,
  reduceReader,
} from '../../lib/bible/reader-state.ts';
import type { ServiceVerse } from '../../lib/bible/service.ts';
import {
  bibleVersions,
  defaultBibleVersion,
  defaultVersionFor,
  findVersion,
} from '../../lib/bible/versions.ts';
import { loadChosenVersion, rememberChosenVersion } from '../../stores/bible-version.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { loadBooks, loadChapter } from './bible-data.ts';
import { pageInLanguage } from './page-path.ts';
import ReaderControls from './ReaderControls.tsx';
import ReadStatus from './ReadStatus.tsx';
import { useReadingProgress } from './use-reading-progress.ts';

/** The chapter the connectivity check reads: Genesis 1 of the default version. */
const connectivityCheck = {
  serviceId: bibleVersions.find((v) => v.code === defaultBibleVersion)!.serviceId,
  book: 'genesis',
  chapter: 1,
} as const;

type ChapterText = { key: string; verses: ServiceVerse[] | null };

/** "Add to my verses" from a verse number: the small script loads on the first tap. */
function addToMyVerses(reference: string, verse: number, control: HTMLElement): void {
  void import('../../scripts/add-verse.ts').then((script) =>
    script.addVerseReference(
      reference,
      document.querySelector<HTMLElement>('[data-explorer-add-status]'),
      `${window.location.pathname}${window.location.search}#v${verse}`,
      control,
    ),
  );
}

function ChapterBody({
  text,
  expectedKey,
  verseName,
}: {
  text: ChapterText | null;
  expectedKey: string;
  /** "John 3", "Psalm 23": what a verse of this chapter is called. */
  verseName: string;
}): ReactElement {
  if (!text || text.key !== expectedKey) {
    return (
      <p role="status" className="py-8 text-center text-slate-700">
        {m.reader_loading_chapter()}
      </p>
    );
  }
  if (!text.verses) {
    return (
      <div role="status" className="my-6 rounded-2xl bg-brand-50 p-6 text-center">
        <p className="text-lg font-bold text-brand-900">{m.reader_content_preparing()}</p>
        <p className="mt-2 text-slate-700">{m.reader_content_preparing_detail()}</p>
      </div>
    );
  }
  return (
    <div className="my-6 space-y-2 font-serif text-lg leading-relaxed text-slate-900">
      {text.verses.map((v) => (
        <p key={v.verse} id={`v${v.verse}`}>
          <button
            type="button"
            // A 44 px target; the negative margins keep the line as tall as the text's own lines.
            className={
              'mr-1 -my-2 inline-flex h-11 min-w-11 items-center justify-center rounded-lg align-middle ' +
              'font-sans text-sm font-bold text-brand-700 hover:bg-brand-100'
            }
            aria-label={m.bible_add_verse_label({ reference: `${verseName}:${v.verse}` })}
            title={m.bible_add_verse_title()}
            data-verse-number
            onClick={(event) => addToMyVerses(`${verseName}:${v.verse}`, v.verse, event.currentTarget)}
          >
            <sup>{v.verse}</sup>
          </button>
          {v.text}
        </p>
      ))}
      <p className="font-sans text-sm text-slate-600" data-print-hide>
        {m.reader_add_verse_hint()}
      </p>
      <p
        className="font-sans font-semibold text-brand-900"
        role="status"
        data-explorer-add-status
        data-print-hide
      />
    </div>
  );
}

/** The Bible Explorer's reader card: the controls, the chapter (from the static JSON) and Mark as Read. */
export default function BibleReader(): ReactElement {
  const hydrated = useHydrated();
  const [books, setBooks] = useState<BibleBook[]>(() => [...bibleBooks]);
  const reduce = useCallback(
    (s: ReaderState, a: ReaderAction): ReaderState => reduceReader(s, a, books),
    [books],
  );
  const locale = getLocale();
  // A Spanish page starts in the Reina-Valera 1909, an English one in the default version.
  const [state, dispatch] = useReducer(
    reduce,
    { ...defaultReaderPosition, version: defaultVersionFor(locale) },
    (p) => readerStateAt(p, bibleBooks),
  );
  const [started, setStarted] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [text, setText] = useState<ChapterText | null>(null);
  const [connected, setConnected] = useState<boolean | null>(null);
  const progress = useReadingProgress(state.position, dispatch);

  const { position } = state;
  const version = bibleVersions.find((v) => v.code === position.version) ?? bibleVersions[0]!;
  const book = books.find((b) => b.slug === position.book);
  const chapterKey = `${version.serviceId}/${position.book}/${position.chapter}`;

  useEffect(() => {
    // A link that names no version opens the one the learner chose last.
    void loadChosenVersion().then((chosen) => {
      const deepLink = readerPositionFromQuery(window.location.search, bibleBooks, chosen);
      setNotices(deepLink.notices);
      dispatch({ type: 'go-to', position: deepLink.position });
      setStarted(true);
    });
    void loadChapter(connectivityCheck.serviceId, connectivityCheck.book, connectivityCheck.chapter).then(
      (verses) => setConnected(verses !== null),
    );
  }, []);

  useEffect(() => {
    let current = true;
    void loadBooks(version.serviceId).then((list) => current && setBooks(list));
    return () => {
      current = false;
    };
  }, [version.serviceId]);

  useEffect(() => {
    if (!started) return;
    let current = true;
    window.history.replaceState(null, '', `${window.location.pathname}${readerQuery(position)}`);
    void loadChapter(version.serviceId, position.book, position.chapter).then((verses) => {
      if (current) setText({ key: chapterKey, verses });
    });
    return () => {
      current = false;
    };
  }, [started, chapterKey, version.serviceId, position]);

  const onAction = useCallback((action: ReaderAction): void => {
    setNotices([]);
    dispatch(action);
    const chosen = action.type === 'version' ? findVersion(action.version) : null;
    if (chosen) void rememberChosenVersion(chosen.code);
  }, []);

  const pagePath = chapterPagePath(position.version, position.book, position.chapter);
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="reader-title">
      <h2 id="reader-title" className="sr-only">
        {m.reader_title()}
      </h2>
      {notices.map((notice) => (
        <p
          key={notice}
          role="status"
          className="mb-4 rounded-2xl bg-sun-100 p-3 font-semibold text-slate-900"
        >
          {notice}
        </p>
      ))}
      {connected === false && (
        <p role="alert" className="mb-4 rounded-2xl bg-coral-100 p-3 font-semibold text-coral-700">
          {m.reader_load_error()}
        </p>
      )}
      <ReaderControls
        state={state}
        books={books}
        onAction={onAction}
        enabled={hydrated && started}
        idPrefix="explorer"
      />
      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-slate-200 pt-5">
        <h3 className="section-title">{book ? `${bookName(book, locale)} ${position.chapter}` : ''}</h3>
        <p className="text-slate-600">{`${version.name} (${version.abbreviation})`}</p>
      </div>
      <ChapterBody
        text={text}
        expectedKey={chapterKey}
        verseName={
          book ? verseChapterName(book, position.chapter, locale) : `${position.book} ${position.chapter}`
        }
      />
      <ReadStatus
        viewer={progress.viewer}
        isRead={state.isRead}
        saving={progress.saving}
        onMarkRead={() => void progress.markRead()}
        returnPath={pageInLanguage(`/bible-explorer/${readerQuery(position)}`)}
      />
      <p className="mt-4 text-sm">
        <a href={pagePath} className="font-semibold text-brand-700 underline">
          {m.reader_open_own_page({
            chapter: `${book ? bookName(book, locale) : ''} ${position.chapter}`,
            version: version.abbreviation,
          })}
        </a>
      </p>
    </section>
  );
}
