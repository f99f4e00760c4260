/**
* | output |
* | --- |
* | "Making your own verse collections comes with the Annual plan." |
*
* @param {Learn_Memory_Collections_Need_AnnualInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_collections_need_annual: ((inputs?: Learn_Memory_Collections_Need_AnnualInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Collections_Need_AnnualInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Collections_Need_AnnualInputs = {};
