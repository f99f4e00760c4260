import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { m } from '#messages';

/** One tab of the admin panel (the spec's four: devotionals, wisdom, mini-lessons, media-library). */
export interface AdminTab {
  id: string;
  /** The tab's name, in the page's language (read when the panel renders). */
  label: () => string;
  /** The tab's view, loaded the first time the tab is opened (the panel's first load carries none). */
  component: LazyExoticComponent<ComponentType>;
}

/** A tab from its id, its label and a loader of its module (whose default export is the tab's view). */
function tab(id: string, label: () => string, load: () => Promise<{ default: ComponentType }>): AdminTab {
  return { id, label, component: lazy(load) };
}

/**
 * The admin panel's tabs, in order. Each feature adds its own tab here; the panel shows them all
 * and opens the one named in the address (`/admin/?tab=wisdom`). Each tab's code loads when it is
 * first opened, so `/admin/` stays within its JavaScript budget as tabs are added.
 */
export const adminTabs: AdminTab[] = [
  tab('devotionals', m.admin_tab_devotionals, () => import('./devotionals/DevotionalsAdmin.tsx')),
  tab('wisdom', m.admin_tab_wisdom, () => import('./wisdom/WisdomAdmin.tsx')),
  tab('mini-lessons', m.admin_tab_mini_lessons, () => import('./mini-lessons/MiniLessonsManager.tsx')),
  tab('verse-sets', m.admin_tab_verse_sets, () => import('./verse-sets/VerseSetsAdmin.tsx')),
  tab('media-library', m.admin_tab_media_library, () => import('./media/MediaLibraryTab.tsx')),
  tab('stories', m.admin_tab_stories, () => import('./community/StoriesModeration.tsx')),
  tab('ask-and-pray', m.admin_tab_ask_and_pray, () => import('./community/AskInbox.tsx')),
  tab('plans', m.admin_tab_plans, () => import('./plans/SubscriptionsAdmin.tsx')),
];
