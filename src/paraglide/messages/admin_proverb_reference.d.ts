/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Admin_Proverb_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_reference: ((inputs?: Admin_Proverb_ReferenceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_ReferenceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_ReferenceInputs = {};
