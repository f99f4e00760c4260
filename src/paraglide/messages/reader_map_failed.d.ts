/**
* | output |
* | --- |
* | "Your reading map could not be loaded. Please try again." |
*
* @param {Reader_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_failed: ((inputs?: Reader_Map_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_FailedInputs = {};
