/**
* | output |
* | --- |
* | "We could not find that page." |
*
* @param {Site_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_not_found_description: ((inputs?: Site_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Not_Found_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Not_Found_DescriptionInputs = {};
