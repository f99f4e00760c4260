/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {Family_Skip_For_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_skip_for_now: ((inputs?: Family_Skip_For_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Skip_For_NowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Skip_For_NowInputs = {};
