/**
* | output |
* | --- |
* | "{read} of {chapters} chapters · {percent}%" |
*
* @param {Reader_Map_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_share: ((inputs: Reader_Map_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_ShareInputs = {
    read: NonNullable<unknown>;
    chapters: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
