/**
* | output |
* | --- |
* | "Save every story and its picture on this device, to read them without a connection." |
*
* @param {Stories_Keep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_text: ((inputs?: Stories_Keep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Keep_TextInputs = {};
