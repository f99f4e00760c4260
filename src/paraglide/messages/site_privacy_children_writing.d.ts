/**
* | output |
* | --- |
* | "Stories and Ask & Pray messages they write. You approve each one first; our team checks it too. If it is shown publicly, it shows only the first name or \"A y..." |
*
* @param {Site_Privacy_Children_WritingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_children_writing: ((inputs?: Site_Privacy_Children_WritingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Children_WritingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Children_WritingInputs = {};
