/**
* | output |
* | --- |
* | "Your prayer request" |
*
* @param {Community_Field_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_field_prayer: ((inputs?: Community_Field_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Field_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Field_PrayerInputs = {};
