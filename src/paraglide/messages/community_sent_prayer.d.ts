/**
* | output |
* | --- |
* | "Thank you! We are praying with you." |
*
* @param {Community_Sent_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_prayer: ((inputs?: Community_Sent_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Sent_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Sent_PrayerInputs = {};
