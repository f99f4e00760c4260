/**
* | output |
* | --- |
* | "No proverbs yet. The Daily Wisdom card shows its built-in list until you add some." |
*
* @param {Admin_Proverb_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_empty: ((inputs?: Admin_Proverb_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_EmptyInputs = {};
