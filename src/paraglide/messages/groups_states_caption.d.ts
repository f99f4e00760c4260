/**
* | output |
* | --- |
* | "Each child's state on each assignment" |
*
* @param {Groups_States_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_states_caption: ((inputs?: Groups_States_CaptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_States_CaptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_States_CaptionInputs = {};
