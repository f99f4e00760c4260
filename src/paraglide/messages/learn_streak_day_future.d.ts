/**
* | output |
* | --- |
* | "still to come" |
*
* @param {Learn_Streak_Day_FutureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_future: ((inputs?: Learn_Streak_Day_FutureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Day_FutureInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Day_FutureInputs = {};
