import { Fragment, type ReactElement, type ReactNode, useId, useState } from 'react';
import { m } from '#messages';
import { type BoxFieldProps, BoxInput } from '../../shared/LabelledField.tsx';

/** How many rows an admin list shows at once. */
export const adminPageSize = 20;

export interface PagedListProps<T> {
  items: readonly T[];
  /** The text a search looks in (upper and lower case alike). */
  textOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  /** One row: an `li`. */
  renderItem: (item: T) => ReactNode;
  /** What the list is called in "Search devotionals" and the pager ("devotionals"). */
  noun: string;
  /** A numbered list (the order means something) instead of a bulleted one. */
  ordered?: boolean;
  className: string;
  /** Extra attributes of the list element (data-* hooks of the tests). */
  listProps?: Record<`data-${string}`, string | boolean>;
  /** Shown when the search matches nothing. */
  noMatch?: string;
  /** False where the caller has a search box of its own (the media library's). */
  searchable?: boolean;
}

/** A labelled search box of the admin lists. */
export function SearchField({ className, ...box }: BoxFieldProps): ReactElement {
  return (
    <div className={className}>
      <BoxInput
        {...box}
        type="search"
        labelClassName="block font-semibold text-slate-800"
        className="mt-1 min-h-11 w-full rounded-2xl bg-white px-4 ring-1 ring-slate-300"
      />
    </div>
  );
}

/** True when `text` holds every word of `query`, ignoring case. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * An admin list that stays short: more than 20 rows are shown 20 a page with Previous and Next,
 * and a search box narrows them by text. A list of 20 or fewer looks as before, without either.
 */
export function PagedList<T>({
  items,
  textOf,
  keyOf,
  renderItem,
  noun,
  ordered,
  className,
  listProps,
  noMatch = m.admin_no_match(),
  searchable = true,
}: PagedListProps<T>): ReactElement {
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const long = items.length > adminPageSize;
  const search = long && searchable;
  const shown = search && query.trim() ? items.filter((item) => matchesQuery(textOf(item), query)) : items;
  const pages = Math.max(1, Math.ceil(shown.length / adminPageSize));
  const current = Math.min(page, pages - 1);
  const rows = long ? shown.slice(current * adminPageSize, (current + 1) * adminPageSize) : shown;
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {search && (
        <SearchField
          id={`${id}-search`}
          label={m.admin_search({ noun })}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(0);
          }}
          className="mt-3"
        />
      )}
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{noMatch}</p>
      ) : (
        <List className={className} start={ordered ? current * adminPageSize + 1 : undefined} {...listProps}>
          {rows.map((item) => (
            <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
          ))}
        </List>
      )}
      {long && pages > 1 && (
        <nav
          aria-label={m.admin_pages_of({ noun })}
          className="mt-3 flex flex-wrap items-center gap-3"
          data-pager
        >
          <button
            type="button"
            className="btn-ghost"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            {m.admin_previous()}
          </button>
          <span aria-live="polite" data-page-status>
            {m.admin_page_of({ page: current + 1, pages })}
          </span>
          <button
            type="button"
            className="btn-ghost"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {m.admin_next()}
          </button>
        </nav>
      )}
    </>
  );
}
