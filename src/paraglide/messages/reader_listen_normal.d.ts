/**
* | output |
* | --- |
* | "Normal" |
*
* @param {Reader_Listen_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_normal: ((inputs?: Reader_Listen_NormalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_NormalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_NormalInputs = {};
