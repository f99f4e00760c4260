/**
* | output |
* | --- |
* | "Please choose where the learning starts." |
*
* @param {Family_Learning_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_invalid: ((inputs?: Family_Learning_Start_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Learning_Start_InvalidInputs = {};
