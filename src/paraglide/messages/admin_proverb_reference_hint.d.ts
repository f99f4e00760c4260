/**
* | output |
* | --- |
* | "For example Proverbs 15:1 (optional)." |
*
* @param {Admin_Proverb_Reference_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_reference_hint: ((inputs?: Admin_Proverb_Reference_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Reference_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Reference_HintInputs = {};
