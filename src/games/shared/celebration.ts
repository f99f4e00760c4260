/** The winning celebration lasts 3 seconds. */
export const celebrationDurationMs = 3000;
