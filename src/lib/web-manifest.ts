/**
 * The web app manifest (served as /manifest.webmanifest, linked from every page): what a phone or
 * computer needs to install the site as an app that opens on its own, without the browser's bars.
 */
export const appThemeColor = '#0c5b99';
export const appBackgroundColor = '#eef8ff';

/** The short name under an installed icon: the site name while it fits (12 characters), else its initials. */
export function shortAppName(siteName: string): string {
  const name = siteName.trim();
  if (name.length <= 12) return name;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.length >= 2 ? initials.slice(0, 12) : name.slice(0, 12);
}

export function webManifest(siteName: string): Record<string, unknown> {
  return {
    name: siteName,
    short_name: shortAppName(siteName),
    description: 'Bible stories, games and verses for children and families, in bite-size pieces.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: appThemeColor,
    background_color: appBackgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
