/**
* | output |
* | --- |
* | "🙏 Prayer" |
*
* @param {Community_Mine_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_mine_prayer: ((inputs?: Community_Mine_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Mine_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Mine_PrayerInputs = {};
