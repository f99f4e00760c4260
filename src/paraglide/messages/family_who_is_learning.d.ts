/**
* | output |
* | --- |
* | "Who's learning today?" |
*
* @param {Family_Who_Is_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_who_is_learning: ((inputs?: Family_Who_Is_LearningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Who_Is_LearningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Who_Is_LearningInputs = {};
