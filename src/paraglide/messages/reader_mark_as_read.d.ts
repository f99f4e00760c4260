/**
* | output |
* | --- |
* | "Mark as Read" |
*
* @param {Reader_Mark_As_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_mark_as_read: ((inputs?: Reader_Mark_As_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Mark_As_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Mark_As_ReadInputs = {};
