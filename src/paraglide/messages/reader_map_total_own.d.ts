/**
* | output |
* | --- |
* | "You have read {read} of {chapters} chapters ({percent}%)." |
*
* @param {Reader_Map_Total_OwnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_total_own: ((inputs: Reader_Map_Total_OwnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_Total_OwnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_Total_OwnInputs = {
    read: NonNullable<unknown>;
    chapters: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
