/**
* | output |
* | --- |
* | "What does this mean?" |
*
* @param {Admin_Proverb_MeaningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_meaning: ((inputs?: Admin_Proverb_MeaningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_MeaningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_MeaningInputs = {};
