/**
* | output |
* | --- |
* | "right answer" |
*
* @param {Games_Quiz_Right_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_right_answer: ((inputs?: Games_Quiz_Right_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_Right_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_Right_AnswerInputs = {};
