/**
* | output |
* | --- |
* | "Journey of Faith" |
*
* @param {Site_Nav_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_journey: ((inputs?: Site_Nav_JourneyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_JourneyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_JourneyInputs = {};
