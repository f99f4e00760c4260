import type { ComponentType } from 'react';
import { MediaLibraryTab } from './media/MediaLibraryTab.tsx';
import { SubscriptionsAdmin } from './plans/SubscriptionsAdmin.tsx';

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
  { id: 'media-library', label: 'Media Library', component: MediaLibraryTab },
  { id: 'plans', label: 'Plans', component: SubscriptionsAdmin },
];
