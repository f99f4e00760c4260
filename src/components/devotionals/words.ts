import { m } from '#messages';
import type { DevotionalWords } from '../../lib/devotionals/words.ts';

/** The devotionals section's browser words in the language of the page being rendered. */
export function devotionalWords(): DevotionalWords {
  return {
    readMore: m.devotionals_read_more(),
    readLess: m.devotionals_read_less(),
    reflection: m.devotionals_reflection(),
    prayer: m.devotionals_prayer(),
    upgradeNow: m.devotionals_upgrade_now(),
    audioLocked: m.devotionals_audio_locked(),
    videoLocked: m.devotionals_video_locked(),
    shareThis: m.devotionals_share_this(),
    largeView: m.devotionals_large_view(),
    openItsPage: m.devotionals_open_its_page(),
    emptyTitle: m.devotionals_empty_title(),
    emptyText: m.devotionals_empty_text(),
    noPast: m.devotionals_no_past(),
    loading: m.devotionals_loading(),
    pageOf: m.devotionals_page_of({ page: '{page}', pages: '{pages}' }),
    newer: m.devotionals_newer(),
    older: m.devotionals_older(),
    pastPages: m.devotionals_past_pages(),
    counter: m.devotionals_counter({ index: '{index}', count: '{count}' }),
    shareIntro: m.devotionals_share_intro({ title: '{title}' }),
    read: m.devotionals_read(),
    openPage: m.devotionals_open_page(),
    forTitle: m.devotionals_for_title({ title: '{title}' }),
    loadFailedTitle: m.devotionals_load_failed_title(),
    loadFailed: m.devotionals_load_failed({ message: '{message}' }),
    email: m.devotionals_share_email(),
    copiedTitle: m.devotionals_copied_title(),
    copiedText: m.devotionals_copied_text(),
    copyFailedTitle: m.devotionals_copy_failed_title(),
    copyFailedText: m.devotionals_copy_failed_text(),
  };
}
