/**
* | output |
* | --- |
* | "Rainbow" |
*
* @param {Family_Avatar_RainbowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_rainbow: ((inputs?: Family_Avatar_RainbowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_RainbowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_RainbowInputs = {};
