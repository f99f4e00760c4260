import { m } from '../paraglide/messages.js';

/** The top bar's two menus, General and Features. Paths end in "/" like the built pages. */
export interface NavLink {
  label: string;
  href: string;
}

export const generalLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Journey of Faith', href: '/explorer/' },
  { label: 'About', href: '/about/' },
];

export const featureLinks: readonly NavLink[] = [
  // A getter: the message is the language of the page being rendered, asked when it renders.
  {
    get label() {
      return m.stories_nav_link();
    },
    href: '/bible-stories/',
  },
  { label: 'Challenges', href: '/challenges/' },
  { label: 'Devotional', href: '/devotionals/' },
  { label: 'Bible Explorer', href: '/bible-explorer/' },
  { label: 'Reading Plans', href: '/reading-plans/' },
  { label: 'All Bible Books', href: '/bible/' },
  { label: 'Search the Bible', href: '/bible/search/' },
  { label: 'Games', href: '/games/' },
  { label: 'Ask & Pray', href: '/ask-and-pray/' },
  { label: 'Media Center', href: '/media/' },
];

/** The five home page sections in order; `changeMobileSection` uses the index (0 to 4). */
export const homeSections = [
  { id: 'about', label: 'About Us' },
  { id: 'devotionals', label: 'Devotionals' },
  { id: 'bible-explorer', label: 'Bible Explorer' },
  { id: 'truth-challenges', label: 'Truth Challenges' },
  { id: 'bible-games', label: 'Bible Games' },
] as const;

export const tagline = 'Bite-size Pieces of the Word of God to Transform Lives';
/** The footer's wording of the tagline (it differs from the hero's: "Bite Size"). */
export const footerTagline = 'Bite Size Pieces of the Word of God to Transform Lives';

/** Whether `href` is the page at `pathname` (ignoring a trailing slash). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const strip = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(href) === strip(pathname);
}
