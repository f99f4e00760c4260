/**
* | output |
* | --- |
* | "Question" |
*
* @param {Games_Quiz_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_question: ((inputs?: Games_Quiz_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_QuestionInputs = {};
