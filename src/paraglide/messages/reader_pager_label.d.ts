/**
* | output |
* | --- |
* | "Previous and next chapter" |
*
* @param {Reader_Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_pager_label: ((inputs?: Reader_Pager_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Pager_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Pager_LabelInputs = {};
