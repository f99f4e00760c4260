/**
* | output |
* | --- |
* | "A PIN is set: switching from a child back to you, and your account, plans, family and admin pages, ask for it." |
*
* @param {Family_Pin_Set_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_set_text: ((inputs?: Family_Pin_Set_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Pin_Set_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Pin_Set_TextInputs = {};
