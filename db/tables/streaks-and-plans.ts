export interface LearningDaysTable {
  user_id: string;
  /** 'YYYY-MM-DD' in SITE_TIME_ZONE. */
  day: string;
  /** chapter, verse, game or devotional: what counted first that day. */
  first_activity: string;
  created_at: string;
}

export interface LearnerGoalsTable {
  user_id: string;
  /** Learning days a week, 1 to 7. */
  weekly_goal: number;
  updated_at: string;
}

export interface ReadingPlansTable {
  id: string;
  title: string;
  description: string;
  /** JSON array of days, each an array of passages ("Mark 1", "Psalm 23:1-6"). */
  days: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface LearnerReadingPlansTable {
  user_id: string;
  plan_id: string;
  /** The site day the plan was started. */
  started_on: string;
  /** ISO time of the start: chapters marked read from then on count. */
  started_at: string;
  completed_at: string | null;
}
