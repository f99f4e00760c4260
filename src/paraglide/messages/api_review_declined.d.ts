/**
* | output |
* | --- |
* | "Declined and deleted." |
*
* @param {Api_Review_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_declined: ((inputs?: Api_Review_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Review_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Review_DeclinedInputs = {};
