/**
* | output |
* | --- |
* | "Fast" |
*
* @param {Reader_Listen_FastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_fast: ((inputs?: Reader_Listen_FastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_FastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_FastInputs = {};
