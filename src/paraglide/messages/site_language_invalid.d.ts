/**
* | output |
* | --- |
* | "That language is not one of the site's." |
*
* @param {Site_Language_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_invalid: ((inputs?: Site_Language_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Language_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Language_InvalidInputs = {};
