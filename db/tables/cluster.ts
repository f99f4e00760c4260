/** Rate-limit counters shared by every server process (migration 022). */
export interface RateLimitsTable {
  limiter: string;
  bucket: string;
  /** Milliseconds since the epoch. */
  window_start: number;
  ends_at: number;
  hits: number;
}

/** The one row (id 1) that coordinates site builds across server processes (migration 023). */
export interface SiteBuildStateTable {
  id: number;
  live_build_id: string | null;
  live_since: string | null;
  lease_holder: string | null;
  lease_build_id: string | null;
  lease_until: number;
  requested_at: number;
  request_reason: string | null;
  served_request_at: number;
  daily_day: string | null;
}
