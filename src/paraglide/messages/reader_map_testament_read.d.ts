/**
* | output |
* | --- |
* | "{name} read" |
*
* @param {Reader_Map_Testament_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_testament_read: ((inputs: Reader_Map_Testament_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_Testament_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_Testament_ReadInputs = {
    name: NonNullable<unknown>;
};
