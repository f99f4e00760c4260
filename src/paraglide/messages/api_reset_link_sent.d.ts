/**
* | output |
* | --- |
* | "If an account uses that email, we sent it a link to choose a new password." |
*
* @param {Api_Reset_Link_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_reset_link_sent: ((inputs?: Api_Reset_Link_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Reset_Link_SentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Reset_Link_SentInputs = {};
