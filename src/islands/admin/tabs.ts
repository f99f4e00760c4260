import type { ComponentType } from 'react';
import { DevotionalsAdmin } from './devotionals/DevotionalsAdmin.tsx';
import { MiniLessonsManager } from './mini-lessons/MiniLessonsManager.tsx';
import { WisdomAdmin } from './wisdom/WisdomAdmin.tsx';

/** One tab of the admin panel (platform.md section 2: devotionals, wisdom, mini-lessons, media-library). */
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
];
