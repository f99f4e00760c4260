/**
* | output |
* | --- |
* | "No, thanks" |
*
* @param {Site_Language_No_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_no_thanks: ((inputs?: Site_Language_No_ThanksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Language_No_ThanksInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Language_No_ThanksInputs = {};
