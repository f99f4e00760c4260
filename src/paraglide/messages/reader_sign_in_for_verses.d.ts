/**
* | output |
* | --- |
* | "Please sign in to save the verses you learn." |
*
* @param {Reader_Sign_In_For_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_for_verses: ((inputs?: Reader_Sign_In_For_VersesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Sign_In_For_VersesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Sign_In_For_VersesInputs = {};
