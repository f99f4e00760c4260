/**
* | output |
* | --- |
* | "Please sign in to keep your reading settings on every device." |
*
* @param {Reader_Settings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_sign_in: ((inputs?: Reader_Settings_Sign_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Settings_Sign_InInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Settings_Sign_InInputs = {};
