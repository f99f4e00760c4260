/**
* | output |
* | --- |
* | "Make a new code? The old code will stop working at once (children already in the group stay)." |
*
* @param {Groups_New_Code_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_confirm: ((inputs?: Groups_New_Code_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Code_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_New_Code_ConfirmInputs = {};
