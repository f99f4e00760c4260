/**
* | output |
* | --- |
* | "Next question" |
*
* @param {Stories_Next_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_question: ((inputs?: Stories_Next_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Next_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Next_QuestionInputs = {};
