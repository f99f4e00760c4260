/**
* | output |
* | --- |
* | "Wondering about God, the Bible or faith? Ask, and a grown-up will answer you here." |
*
* @param {Community_Card_Questions_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_questions_text: ((inputs?: Community_Card_Questions_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Card_Questions_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Card_Questions_TextInputs = {};
