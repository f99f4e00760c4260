/**
* | output |
* | --- |
* | "Not chosen (the same as yours)" |
*
* @param {Family_Language_UnsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_language_unset: ((inputs?: Family_Language_UnsetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Language_UnsetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Language_UnsetInputs = {};
