/**
* | output |
* | --- |
* | "Words to place" |
*
* @param {Learn_Memory_Words_To_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_words_to_place: ((inputs?: Learn_Memory_Words_To_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Words_To_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Words_To_PlaceInputs = {};
