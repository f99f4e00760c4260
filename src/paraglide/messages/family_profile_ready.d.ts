/**
* | output |
* | --- |
* | "The new profile is ready to learn." |
*
* @param {Family_Profile_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_profile_ready: ((inputs?: Family_Profile_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Profile_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Profile_ReadyInputs = {};
