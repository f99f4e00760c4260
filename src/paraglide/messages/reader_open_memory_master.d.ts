/**
* | output |
* | --- |
* | "Open Memory Master" |
*
* @param {Reader_Open_Memory_MasterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_open_memory_master: ((inputs?: Reader_Open_Memory_MasterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Open_Memory_MasterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Open_Memory_MasterInputs = {};
