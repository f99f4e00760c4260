import { m } from '#messages';
import { localHref } from '../i18n/paths.ts';

/**
 * The top bar's two menus, General and Features. Labels and links are in the language of the page
 * being rendered (getters: asked when the page renders, not when this module loads). Paths end in "/"
 * like the built pages.
 */
export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** A link whose label is a message and whose path is in the page's language. */
function navLink(label: () => string, path: string): NavLink {
  return {
    get label() {
      return label();
    },
    get href() {
      return localHref(path);
    },
  };
}

export const generalLinks: readonly NavLink[] = [
  navLink(m.site_nav_home, '/'),
  navLink(m.site_nav_journey, '/explorer/'),
  navLink(m.site_nav_about, '/about/'),
];

export const featureLinks: readonly NavLink[] = [
  navLink(m.stories_nav_link, '/bible-stories/'),
  navLink(m.site_nav_challenges, '/challenges/'),
  navLink(m.site_nav_devotional, '/devotionals/'),
  navLink(m.site_nav_bible_explorer, '/bible-explorer/'),
  navLink(m.site_nav_reading_plans, '/reading-plans/'),
  navLink(m.site_nav_all_books, '/bible/'),
  navLink(m.site_nav_search_bible, '/bible/search/'),
  navLink(m.site_nav_games, '/games/'),
  navLink(m.site_nav_ask_pray, '/ask-and-pray/'),
  navLink(m.site_nav_media, '/media/'),
];

/** The admin's links in the mobile menu (shown to admins only). */
export const adminLinks: readonly NavLink[] = [
  navLink(m.site_menu_admin_panel, '/admin/'),
  navLink(m.site_menu_mini_lessons, '/admin/mini-lessons/'),
  navLink(m.site_menu_readings, '/admin/readings/'),
];

/** The five home page sections in order; `changeMobileSection` uses the index (0 to 4). */
export const homeSections: ReadonlyArray<{ readonly id: string; readonly label: string }> = [
  { id: 'about', label: m.home_section_about },
  { id: 'devotionals', label: m.home_section_devotionals },
  { id: 'bible-explorer', label: m.home_section_bible_explorer },
  { id: 'truth-challenges', label: m.home_section_truth_challenges },
  { id: 'bible-games', label: m.home_section_bible_games },
].map(({ id, label }) => ({
  id,
  get label() {
    return label();
  },
}));

/** Whether `href` is the page at `pathname` (ignoring a trailing slash). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const strip = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(href) === strip(pathname);
}
