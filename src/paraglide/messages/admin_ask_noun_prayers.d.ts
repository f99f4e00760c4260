/**
* | output |
* | --- |
* | "prayer requests" |
*
* @param {Admin_Ask_Noun_PrayersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_noun_prayers: ((inputs?: Admin_Ask_Noun_PrayersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Noun_PrayersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Noun_PrayersInputs = {};
