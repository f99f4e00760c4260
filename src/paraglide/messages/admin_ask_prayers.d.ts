/**
* | output |
* | --- |
* | "Prayer requests" |
*
* @param {Admin_Ask_PrayersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_prayers: ((inputs?: Admin_Ask_PrayersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_PrayersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_PrayersInputs = {};
