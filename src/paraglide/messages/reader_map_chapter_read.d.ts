/**
* | output |
* | --- |
* | ", read" |
*
* @param {Reader_Map_Chapter_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_chapter_read: ((inputs?: Reader_Map_Chapter_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_Chapter_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_Chapter_ReadInputs = {};
