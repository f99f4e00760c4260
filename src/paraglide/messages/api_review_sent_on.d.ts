/**
* | output |
* | --- |
* | "Sent on to our team for a last check." |
*
* @param {Api_Review_Sent_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_sent_on: ((inputs?: Api_Review_Sent_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Review_Sent_OnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Review_Sent_OnInputs = {};
