/**
* | output |
* | --- |
* | "Badges earned:" |
*
* @param {Family_Badges_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_badges_earned: ((inputs?: Family_Badges_EarnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Badges_EarnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Badges_EarnedInputs = {};
