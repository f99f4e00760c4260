/**
* | output |
* | --- |
* | "your answer" |
*
* @param {Games_Quiz_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_your_answer: ((inputs?: Games_Quiz_Your_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_Your_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_Your_AnswerInputs = {};
