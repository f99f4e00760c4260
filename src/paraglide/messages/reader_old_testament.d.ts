/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Reader_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_old_testament: ((inputs?: Reader_Old_TestamentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Old_TestamentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Old_TestamentInputs = {};
