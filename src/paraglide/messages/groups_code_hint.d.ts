/**
* | output |
* | --- |
* | "Parents enter this code on their Family page to join a child. Print the invitation to hand it out." |
*
* @param {Groups_Code_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_hint: ((inputs?: Groups_Code_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Code_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Code_HintInputs = {};
