/**
* | output |
* | --- |
* | "Bunny" |
*
* @param {Family_Avatar_BunnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_bunny: ((inputs?: Family_Avatar_BunnyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_BunnyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_BunnyInputs = {};
