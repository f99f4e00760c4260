/**
* | output |
* | --- |
* | "The proverb is hidden from the Daily Wisdom card." |
*
* @param {Admin_Proverb_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_hidden: ((inputs?: Admin_Proverb_HiddenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_HiddenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_HiddenInputs = {};
