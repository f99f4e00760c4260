/**
* | output |
* | --- |
* | "Book and chapters" |
*
* @param {Groups_Assign_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_chapters: ((inputs?: Groups_Assign_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Assign_ChaptersInputs = {};
