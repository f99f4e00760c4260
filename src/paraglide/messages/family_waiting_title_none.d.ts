/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Family_Waiting_Title_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title_none: ((inputs?: Family_Waiting_Title_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_Title_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Waiting_Title_NoneInputs = {};
