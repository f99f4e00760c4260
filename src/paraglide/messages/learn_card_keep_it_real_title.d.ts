/**
* | output |
* | --- |
* | "Keep it Real" |
*
* @param {Learn_Card_Keep_It_Real_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_keep_it_real_title: ((inputs?: Learn_Card_Keep_It_Real_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Keep_It_Real_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Keep_It_Real_TitleInputs = {};
