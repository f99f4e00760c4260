/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Family_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_ask_grown_up: ((inputs?: Family_Ask_Grown_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Ask_Grown_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Ask_Grown_UpInputs = {};
