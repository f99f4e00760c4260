/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Admin_Tab_Ask_And_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_ask_and_pray: ((inputs?: Admin_Tab_Ask_And_PrayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Ask_And_PrayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Ask_And_PrayInputs = {};
