/**
* | output |
* | --- |
* | "Age group" |
*
* @param {Family_Age_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_age_group: ((inputs?: Family_Age_GroupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Age_GroupInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Age_GroupInputs = {};
