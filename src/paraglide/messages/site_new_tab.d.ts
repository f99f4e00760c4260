/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Site_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_new_tab: ((inputs?: Site_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_New_TabInputs = {};
