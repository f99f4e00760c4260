/**
* | output |
* | --- |
* | "Fish" |
*
* @param {Family_Avatar_FishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_fish: ((inputs?: Family_Avatar_FishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Avatar_FishInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Avatar_FishInputs = {};
