/**
* | output |
* | --- |
* | "Nothing here yet." |
*
* @param {Admin_Ask_NothingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_nothing: ((inputs?: Admin_Ask_NothingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_NothingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_NothingInputs = {};
