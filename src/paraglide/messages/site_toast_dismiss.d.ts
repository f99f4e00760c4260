/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Site_Toast_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_toast_dismiss: ((inputs?: Site_Toast_DismissInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Toast_DismissInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Toast_DismissInputs = {};
