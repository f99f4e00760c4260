/**
* | output |
* | --- |
* | "Share a Prayer Request" |
*
* @param {Community_Dialog_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_prayer: ((inputs?: Community_Dialog_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Dialog_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Dialog_PrayerInputs = {};
