/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Family_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_none: ((inputs?: Family_Stories_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Stories_NoneInputs = {};
