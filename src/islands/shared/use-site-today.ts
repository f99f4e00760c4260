import { useEffect, useState } from 'react';
import { type Day, siteDay } from '../../lib/site-day.ts';

const recheckMs = 60_000;

/**
 * Today in the site's time zone, from the browser's clock. The server-rendered HTML uses the build
 * day; after hydration this switches to the real day, and it keeps following midnight while the
 * page stays open.
 */
export function useSiteToday(timeZone: string, buildDay: Day): Day {
  const [today, setToday] = useState(buildDay);
  useEffect(() => {
    const update = (): void => setToday(siteDay(new Date(), timeZone));
    update();
    const timer = window.setInterval(update, recheckMs);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return today;
}
