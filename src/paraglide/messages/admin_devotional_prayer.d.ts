/**
* | output |
* | --- |
* | "Prayer" |
*
* @param {Admin_Devotional_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_prayer: ((inputs?: Admin_Devotional_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_PrayerInputs = {};
