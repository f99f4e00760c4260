/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Site_Nav_Ask_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_ask_pray: ((inputs?: Site_Nav_Ask_PrayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_Ask_PrayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_Ask_PrayInputs = {};
