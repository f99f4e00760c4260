/**
* | output |
* | --- |
* | "The Daily Wisdom card in this language shows it." |
*
* @param {Admin_Proverb_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_language_hint: ((inputs?: Admin_Proverb_Language_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Language_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Language_HintInputs = {};
