/**
* | output |
* | --- |
* | "Prayer request" |
*
* @param {Family_Kind_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_kind_prayer: ((inputs?: Family_Kind_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Kind_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Kind_PrayerInputs = {};
