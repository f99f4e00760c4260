/**
* | output |
* | --- |
* | "Proverb" |
*
* @param {Admin_Proverb_ProverbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_proverb: ((inputs?: Admin_Proverb_ProverbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_ProverbInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_ProverbInputs = {};
