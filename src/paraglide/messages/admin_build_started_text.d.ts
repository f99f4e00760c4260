/**
* | output |
* | --- |
* | "The public pages will update in about a minute." |
*
* @param {Admin_Build_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_started_text: ((inputs?: Admin_Build_Started_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_Started_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_Started_TextInputs = {};
