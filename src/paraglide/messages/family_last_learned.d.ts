/**
* | output |
* | --- |
* | "Last learned:" |
*
* @param {Family_Last_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_last_learned: ((inputs?: Family_Last_LearnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Last_LearnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Last_LearnedInputs = {};
