/**
* | output |
* | --- |
* | "Add profile" |
*
* @param {Family_Add_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_profile: ((inputs?: Family_Add_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Add_ProfileInputs = {};
