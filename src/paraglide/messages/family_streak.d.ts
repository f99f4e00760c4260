/**
* | output |
* | --- |
* | "🔥 Streak:" |
*
* @param {Family_StreakInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_streak: ((inputs?: Family_StreakInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_StreakInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_StreakInputs = {};
