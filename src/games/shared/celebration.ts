/** The winning celebration lasts 3 seconds (learning.md section 9). */
export const celebrationDurationMs = 3000;
