/**
* | output |
* | --- |
* | "Next story to hear" |
*
* @param {Stories_Next_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_mark: ((inputs?: Stories_Next_MarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Next_MarkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Next_MarkInputs = {};
