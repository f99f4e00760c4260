import type { ComponentType } from 'react';
import { AskInbox } from './community/AskInbox.tsx';
import { StoriesModeration } from './community/StoriesModeration.tsx';
import { DevotionalsAdmin } from './devotionals/DevotionalsAdmin.tsx';
import { MediaLibraryTab } from './media/MediaLibraryTab.tsx';
import { MiniLessonsManager } from './mini-lessons/MiniLessonsManager.tsx';
import { SubscriptionsAdmin } from './plans/SubscriptionsAdmin.tsx';
import { VerseSetsAdmin } from './verse-sets/VerseSetsAdmin.tsx';
import { WisdomAdmin } from './wisdom/WisdomAdmin.tsx';

/** One tab of the admin panel (the spec's four: devotionals, wisdom, mini-lessons, media-library). */
export interface AdminTab {
  id: string;
  label: string;
  component: ComponentType;
}

/**
 * The admin panel's tabs, in order. Each feature adds its own tab here; the panel shows them all
 * and opens the one named in the address (`/admin/?tab=wisdom`).
 */
export const adminTabs: AdminTab[] = [
  { id: 'devotionals', label: 'Devotionals', component: DevotionalsAdmin },
  { id: 'wisdom', label: 'Wisdom', component: WisdomAdmin },
  { id: 'mini-lessons', label: 'Mini Lessons', component: MiniLessonsManager },
  { id: 'verse-sets', label: 'Verse sets', component: VerseSetsAdmin },
  { id: 'media-library', label: 'Media Library', component: MediaLibraryTab },
  { id: 'stories', label: 'Stories', component: StoriesModeration },
  { id: 'ask-and-pray', label: 'Ask & Pray', component: AskInbox },
  { id: 'plans', label: 'Plans', component: SubscriptionsAdmin },
];
