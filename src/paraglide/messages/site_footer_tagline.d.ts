/**
* | output |
* | --- |
* | "Bite Size Pieces of the Word of God to Transform Lives" |
*
* @param {Site_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_tagline: ((inputs?: Site_Footer_TaglineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_TaglineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_TaglineInputs = {};
