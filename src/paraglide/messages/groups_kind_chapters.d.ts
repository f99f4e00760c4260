/**
* | output |
* | --- |
* | "Bible chapters" |
*
* @param {Groups_Kind_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_chapters: ((inputs?: Groups_Kind_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Kind_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Kind_ChaptersInputs = {};
