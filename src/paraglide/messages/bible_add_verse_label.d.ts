/**
* | output |
* | --- |
* | "Add {reference} to my verses" |
*
* @param {Bible_Add_Verse_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_label: ((inputs: Bible_Add_Verse_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Add_Verse_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Add_Verse_LabelInputs = {
    reference: NonNullable<unknown>;
};
