/**
* | output |
* | --- |
* | "Verses learned:" |
*
* @param {Family_Verses_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_verses_learned: ((inputs?: Family_Verses_LearnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Verses_LearnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Verses_LearnedInputs = {};
