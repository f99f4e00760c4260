/**
* | output |
* | --- |
* | "View this page in English" |
*
* @param {Site_Language_OfferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_offer: ((inputs?: Site_Language_OfferInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Language_OfferInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Language_OfferInputs = {};
