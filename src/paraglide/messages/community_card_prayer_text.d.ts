/**
* | output |
* | --- |
* | "Tell us what to pray for. We would love to pray with you." |
*
* @param {Community_Card_Prayer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_prayer_text: ((inputs?: Community_Card_Prayer_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Card_Prayer_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Card_Prayer_TextInputs = {};
