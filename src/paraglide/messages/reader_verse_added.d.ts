/**
* | output |
* | --- |
* | "{reference} is in your verses." |
*
* @param {Reader_Verse_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_added: ((inputs: Reader_Verse_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Verse_AddedInputs = {
    reference: NonNullable<unknown>;
};
