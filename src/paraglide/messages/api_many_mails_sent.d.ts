/**
* | output |
* | --- |
* | "We already sent several e-mails to this address." |
*
* @param {Api_Many_Mails_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_many_mails_sent: ((inputs?: Api_Many_Mails_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Many_Mails_SentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Many_Mails_SentInputs = {};
