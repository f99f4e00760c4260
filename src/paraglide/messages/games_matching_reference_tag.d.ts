/**
* | output |
* | --- |
* | "📍 Reference" |
*
* @param {Games_Matching_Reference_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_reference_tag: ((inputs?: Games_Matching_Reference_TagInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Matching_Reference_TagInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Matching_Reference_TagInputs = {};
