/**
* | output |
* | --- |
* | "Donkey" |
*
* @param {Family_Avatar_DonkeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_donkey: ((inputs?: Family_Avatar_DonkeyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_DonkeyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_DonkeyInputs = {};
