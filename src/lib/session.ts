import type { SubscriptionStatus } from './subscription.ts';

/** The signed-in person as pages and islands see them. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
}

/** What GET /api/auth/session answers: the user (or null), the admin flag and the subscription. */
export interface SessionResponse {
  user: SessionUser | null;
  isAdmin: boolean;
  subscription: SubscriptionStatus;
}
