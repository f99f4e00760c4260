/**
* | output |
* | --- |
* | "Noah's Ark" |
*
* @param {Family_Avatar_ArkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_ark: ((inputs?: Family_Avatar_ArkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_ArkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_ArkInputs = {};
