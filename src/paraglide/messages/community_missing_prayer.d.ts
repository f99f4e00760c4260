/**
* | output |
* | --- |
* | "Please fill in both title and request fields." |
*
* @param {Community_Missing_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_prayer: ((inputs?: Community_Missing_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Missing_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Missing_PrayerInputs = {};
