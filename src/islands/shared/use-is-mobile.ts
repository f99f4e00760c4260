import { useEffect, useState } from 'react';

/** Under 768 px is mobile (768 to 1023 px is tablet). False before hydration. */
export const mobileQuery = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(mobileQuery);
    const update = (): void => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}
