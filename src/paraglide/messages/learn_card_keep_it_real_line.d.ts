/**
* | output |
* | --- |
* | "Share how God is at work in your life, and read true stories from other kids." |
*
* @param {Learn_Card_Keep_It_Real_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_keep_it_real_line: ((inputs?: Learn_Card_Keep_It_Real_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Keep_It_Real_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Keep_It_Real_LineInputs = {};
