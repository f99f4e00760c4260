import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../client/request.ts';
import type { UserProgress } from '../../lib/progress-answers.ts';
import { loadSession, type SessionState } from '../../stores/session.ts';
import { useSession } from '../shared/use-session.ts';

/** The session and, for a signed-in user, their progress (reloadable after a change). */
export function useUserProgress(): {
  session: SessionState;
  progress: UserProgress | null;
  reload: () => Promise<void>;
} {
  const session = useSession();
  const [progress, setProgress] = useState<UserProgress | null>(null);
  const reload = useCallback(async (): Promise<void> => {
    const result = await apiRequest<UserProgress>('GET', '/api/progress');
    if (result.ok) setProgress(result.data);
    else console.error('Loading progress failed:', result.message);
  }, []);
  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (session.user) void reload();
  }, [session.user, reload]);
  return { session, progress, reload };
}
