/**
* | output |
* | --- |
* | "Share an encouraging word with other kids and families." |
*
* @param {Community_Card_Community_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_community_text: ((inputs?: Community_Card_Community_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Card_Community_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Card_Community_TextInputs = {};
