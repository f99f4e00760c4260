/**
* | output |
* | --- |
* | "Loading proverbs..." |
*
* @param {Admin_Proverb_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_loading: ((inputs?: Admin_Proverb_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_LoadingInputs = {};
