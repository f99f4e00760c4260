/**
* | output |
* | --- |
* | "Included in the Premium plan." |
*
* @param {Games_Locked_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_locked_included: ((inputs?: Games_Locked_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Locked_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Locked_IncludedInputs = {};
