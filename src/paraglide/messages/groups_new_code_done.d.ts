/**
* | output |
* | --- |
* | "New code made" |
*
* @param {Groups_New_Code_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_done: ((inputs?: Groups_New_Code_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Code_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_New_Code_DoneInputs = {};
