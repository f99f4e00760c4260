/**
* | output |
* | --- |
* | "The book, a colon and the chapters: john:1-3 or genesis:6." |
*
* @param {Groups_Assign_Chapters_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters_hint: ((inputs?: Groups_Assign_Chapters_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_Chapters_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Assign_Chapters_HintInputs = {};
