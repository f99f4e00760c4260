/**
* | output |
* | --- |
* | "How long" |
*
* @param {Site_Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_how_long_title: ((inputs?: Site_Privacy_How_Long_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_How_Long_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_How_Long_TitleInputs = {};
