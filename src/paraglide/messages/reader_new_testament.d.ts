/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Reader_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_new_testament: ((inputs?: Reader_New_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_New_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_New_TestamentInputs = {};
