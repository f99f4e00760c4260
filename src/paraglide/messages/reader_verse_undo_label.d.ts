/**
* | output |
* | --- |
* | "Undo: take {reference} out of My verses" |
*
* @param {Reader_Verse_Undo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo_label: ((inputs: Reader_Verse_Undo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Verse_Undo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Verse_Undo_LabelInputs = {
    reference: NonNullable<unknown>;
};
