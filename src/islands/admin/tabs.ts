import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One tab of the admin panel (the spec's four: devotionals, wisdom, mini-lessons, media-library). */
export interface AdminTab {
  id: string;
  label: string;
  /** The tab's view, loaded the first time the tab is opened (the panel's first load carries none). */
  component: LazyExoticComponent<ComponentType>;
}

/** A tab's view from its module, fetched when React first renders it. */
function onDemand<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/**
 * The admin panel's tabs, in order. Each feature adds its own tab here; the panel shows them all
 * and opens the one named in the address (`/admin/?tab=wisdom`). Each tab's code loads when it is
 * first opened, so `/admin/` stays within its JavaScript budget as tabs are added.
 */
export const adminTabs: AdminTab[] = [
  {
    id: 'devotionals',
    label: 'Devotionals',
    component: onDemand(
      () => import('./devotionals/DevotionalsAdmin.tsx'),
      (m) => m.DevotionalsAdmin,
    ),
  },
  {
    id: 'wisdom',
    label: 'Wisdom',
    component: onDemand(
      () => import('./wisdom/WisdomAdmin.tsx'),
      (m) => m.WisdomAdmin,
    ),
  },
  {
    id: 'mini-lessons',
    label: 'Mini Lessons',
    component: onDemand(
      () => import('./mini-lessons/MiniLessonsManager.tsx'),
      (m) => m.MiniLessonsManager,
    ),
  },
  {
    id: 'verse-sets',
    label: 'Verse sets',
    component: onDemand(
      () => import('./verse-sets/VerseSetsAdmin.tsx'),
      (m) => m.VerseSetsAdmin,
    ),
  },
  {
    id: 'media-library',
    label: 'Media Library',
    component: onDemand(
      () => import('./media/MediaLibraryTab.tsx'),
      (m) => m.MediaLibraryTab,
    ),
  },
  {
    id: 'stories',
    label: 'Stories',
    component: onDemand(
      () => import('./community/StoriesModeration.tsx'),
      (m) => m.StoriesModeration,
    ),
  },
  {
    id: 'ask-and-pray',
    label: 'Ask & Pray',
    component: onDemand(
      () => import('./community/AskInbox.tsx'),
      (m) => m.AskInbox,
    ),
  },
  {
    id: 'plans',
    label: 'Plans',
    component: onDemand(
      () => import('./plans/SubscriptionsAdmin.tsx'),
      (m) => m.SubscriptionsAdmin,
    ),
  },
];
