/**
* | output |
* | --- |
* | "The group was handed over" |
*
* @param {Groups_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_handed_over: ((inputs?: Groups_Handed_OverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Handed_OverInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Handed_OverInputs = {};
