/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again." |
*
* @param {Site_Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_error_unexpected: ((inputs?: Site_Error_UnexpectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Error_UnexpectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Error_UnexpectedInputs = {};
