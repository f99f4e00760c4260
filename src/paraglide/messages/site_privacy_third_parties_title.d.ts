/**
* | output |
* | --- |
* | "Nothing goes to third parties" |
*
* @param {Site_Privacy_Third_Parties_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_third_parties_title: ((inputs?: Site_Privacy_Third_Parties_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Third_Parties_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Third_Parties_TitleInputs = {};
