import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One tab of the admin panel (the spec's four: devotionals, wisdom, mini-lessons, media-library). */
export interface AdminTab {
  id: string;
  label: string;
  /** The tab's view, loaded the first time the tab is opened (the panel's first load carries none). */
  component: LazyExoticComponent<ComponentType>;
}

/** A tab from its id, its label and a loader of its module (whose default export is the tab's view). */
function tab(id: string, label: string, load: () => Promise<{ default: ComponentType }>): AdminTab {
  return { id, label, component: lazy(load) };
}

/**
 * The admin panel's tabs, in order. Each feature adds its own tab here; the panel shows them all
 * and opens the one named in the address (`/admin/?tab=wisdom`). Each tab's code loads when it is
 * first opened, so `/admin/` stays within its JavaScript budget as tabs are added.
 */
export const adminTabs: AdminTab[] = [
  tab('devotionals', 'Devotionals', () => import('./devotionals/DevotionalsAdmin.tsx')),
  tab('wisdom', 'Wisdom', () => import('./wisdom/WisdomAdmin.tsx')),
  tab('mini-lessons', 'Mini Lessons', () => import('./mini-lessons/MiniLessonsManager.tsx')),
  tab('verse-sets', 'Verse sets', () => import('./verse-sets/VerseSetsAdmin.tsx')),
  tab('media-library', 'Media Library', () => import('./media/MediaLibraryTab.tsx')),
  tab('stories', 'Stories', () => import('./community/StoriesModeration.tsx')),
  tab('ask-and-pray', 'Ask & Pray', () => import('./community/AskInbox.tsx')),
  tab('plans', 'Plans', () => import('./plans/SubscriptionsAdmin.tsx')),
];
