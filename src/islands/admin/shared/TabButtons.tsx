import type { ReactElement } from 'react';

export interface TabButtonsProps<V extends string> {
  /** The tab list's name for screen readers. */
  label: string;
  tabs: ReadonlyArray<{ id: V; label: string }>;
  active: V;
  onChoose: (id: V) => void;
  /** Give each tab the id `tab-<id>` and point it at the panel `panel-<id>`. */
  linkPanels?: boolean;
}

/** The tab buttons of an admin view; the chosen one is filled. */
export function TabButtons<V extends string>({
  label,
  tabs,
  active,
  onChoose,
  linkPanels = false,
}: TabButtonsProps<V>): ReactElement {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          role="tab"
          type="button"
          id={linkPanels ? `tab-${tab.id}` : undefined}
          aria-selected={tab.id === active}
          aria-controls={linkPanels ? `panel-${tab.id}` : undefined}
          onClick={() => onChoose(tab.id)}
          className="btn-ghost aria-selected:bg-brand-700 aria-selected:text-white"
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
