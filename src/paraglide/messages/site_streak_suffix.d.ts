/**
* | output |
* | --- |
* | "day streak" |
*
* @param {Site_Streak_SuffixInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_streak_suffix: ((inputs?: Site_Streak_SuffixInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Streak_SuffixInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Streak_SuffixInputs = {};
