/**
* | output |
* | --- |
* | "· private" |
*
* @param {Admin_Ask_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_private: ((inputs?: Admin_Ask_PrivateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_PrivateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_PrivateInputs = {};
