import type { ReactElement } from 'react';
import {
  isPlayableMediaUrl,
  type MediaType,
  mediaFeature,
  mediaLockedMessage,
} from '../../lib/devotionals/devotional.ts';
import { hasFeature } from '../../lib/entitlements.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useEntitled, useSession } from '../shared/use-session.ts';

export interface DevotionalMediaProps {
  mediaType: MediaType;
  mediaUrl: string | null;
}

/**
 * A devotional's audio or video. Audio and video devotionals belong to the premium plans
 * (features audioDevotionals and premiumDevotionals); others see why and can upgrade.
 */
export function DevotionalMedia({ mediaType, mediaUrl }: DevotionalMediaProps): ReactElement | null {
  const session = useSession();
  const who = useEntitled();
  const hydrated = useHydrated();
  if (mediaType === 'none' || !mediaUrl || !isPlayableMediaUrl(mediaUrl)) return null;
  // Nothing until the plan is known (and on the first render, to match the server's HTML).
  if (!hydrated || session.loading) return null;
  if (!hasFeature(who, mediaFeature(mediaType))) {
    return <MediaLocked mediaType={mediaType} />;
  }
  return <MediaPlayer mediaType={mediaType} mediaUrl={mediaUrl} />;
}

type Shown = Exclude<MediaType, 'none'>;

/** Why a visitor's plan cannot play this media, with the way to upgrade (also on static pages). */
export function MediaLocked({ mediaType, hidden }: { mediaType: Shown; hidden?: boolean }): ReactElement {
  const locked = mediaLockedMessage(mediaType);
  return (
    <div className="rounded-2xl bg-grape-100 p-4 text-slate-900" data-media-locked hidden={hidden}>
      <p className="font-bold">
        <span aria-hidden="true">{locked.icon} </span>
        {locked.text}
      </p>
      <a href="/subscription/" className="btn-primary mt-3">
        Upgrade Now
      </a>
    </div>
  );
}

/** The audio or video player itself (also on static pages). */
export function MediaPlayer({ mediaType, mediaUrl }: { mediaType: Shown; mediaUrl: string }): ReactElement {
  return mediaType === 'audio' ? (
    <audio controls preload="none" src={mediaUrl} className="w-full">
      <a href={mediaUrl}>Listen to the audio</a>
    </audio>
  ) : (
    <video controls preload="none" src={mediaUrl} className="aspect-video w-full rounded-2xl bg-slate-900">
      Your browser does not support the video tag.
    </video>
  );
}
