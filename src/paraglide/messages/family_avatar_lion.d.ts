/**
* | output |
* | --- |
* | "Lion" |
*
* @param {Family_Avatar_LionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_lion: ((inputs?: Family_Avatar_LionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_LionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_LionInputs = {};
