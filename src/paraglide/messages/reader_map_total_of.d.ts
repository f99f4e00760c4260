/**
* | output |
* | --- |
* | "{reader} has read {read} of {chapters} chapters ({percent}%)." |
*
* @param {Reader_Map_Total_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_total_of: ((inputs: Reader_Map_Total_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_Total_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_Total_OfInputs = {
    reader: NonNullable<unknown>;
    read: NonNullable<unknown>;
    chapters: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
