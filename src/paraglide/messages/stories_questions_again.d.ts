/**
* | output |
* | --- |
* | "Answer them again" |
*
* @param {Stories_Questions_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_again: ((inputs?: Stories_Questions_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Questions_AgainInputs = {};
