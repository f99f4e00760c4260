/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day in a row" |
* | "other" | "{count} days in a row" |
*
* @param {Home_Streak_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_days: ((inputs: Home_Streak_DaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Streak_DaysInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Streak_DaysInputs = {
    count: NonNullable<unknown>;
};
