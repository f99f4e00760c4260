/**
* | output |
* | --- |
* | "Answer the questions" |
*
* @param {Stories_Questions_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_start: ((inputs?: Stories_Questions_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Questions_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Questions_StartInputs = {};
