/**
* | output |
* | --- |
* | "You heard this story" |
*
* @param {Stories_Heard_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_mark: ((inputs?: Stories_Heard_MarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_MarkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_MarkInputs = {};
