/**
* | output |
* | --- |
* | "May share stories and Ask & Pray messages (you approve each one first)" |
*
* @param {Family_May_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_may_share: ((inputs?: Family_May_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_May_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_May_ShareInputs = {};
