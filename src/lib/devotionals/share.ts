/** Sharing a devotional: external links carrying the page URL, and copy (title, key verse, URL). */
export interface Shareable {
  title: string;
  keyVerse: string;
  /** Absolute URL of the devotional's page. */
  url: string;
}

export interface ShareLink {
  id: 'facebook' | 'twitter' | 'whatsapp' | 'email';
  label: string;
  href: string;
}

/** What "Copy Link" puts on the clipboard: title, key verse and URL. */
export function shareText(item: Shareable): string {
  return `${item.title}\n\n${item.keyVerse}\n\n${item.url}`;
}

/** Facebook sharer, Twitter intent, WhatsApp link and a mailto with subject and body (named `emailLabel`). */
export function shareLinks(item: Shareable, emailLabel = 'Email'): ShareLink[] {
  const url = encodeURIComponent(item.url);
  const teaser = `${item.title}: ${item.keyVerse}`;
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      id: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(teaser)}&url=${url}`,
    },
    {
      id: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${teaser} ${item.url}`)}`,
    },
    {
      id: 'email',
      label: emailLabel,
      href: `mailto:?subject=${encodeURIComponent(item.title)}&body=${encodeURIComponent(shareText(item))}`,
    },
  ];
}
