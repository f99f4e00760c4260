/**
* | output |
* | --- |
* | "Thank you! Your message will appear after a quick review." |
*
* @param {Community_Sent_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_message: ((inputs?: Community_Sent_MessageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Sent_MessageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Sent_MessageInputs = {};
