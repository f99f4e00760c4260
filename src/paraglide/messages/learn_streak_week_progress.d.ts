/**
* | output |
* | --- |
* | "This week: {done} of {goal}" |
*
* @param {Learn_Streak_Week_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_week_progress: ((inputs: Learn_Streak_Week_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Week_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Week_ProgressInputs = {
    done: NonNullable<unknown>;
    goal: NonNullable<unknown>;
};
