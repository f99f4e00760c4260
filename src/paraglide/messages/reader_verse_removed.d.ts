/**
* | output |
* | --- |
* | "{reference} is no longer in your verses." |
*
* @param {Reader_Verse_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_removed: ((inputs: Reader_Verse_RemovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_RemovedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Verse_RemovedInputs = {
    reference: NonNullable<unknown>;
};
