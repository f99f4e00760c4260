/**
* | output |
* | --- |
* | "Messages appear on this page after a grown-up reads them." |
*
* @param {Community_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_review_note: ((inputs?: Community_Review_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Review_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Review_NoteInputs = {};
