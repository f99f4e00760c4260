/**
* | output |
* | --- |
* | "Marked as Read" |
*
* @param {Reader_Marked_As_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_marked_as_read: ((inputs?: Reader_Marked_As_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Marked_As_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Marked_As_ReadInputs = {};
