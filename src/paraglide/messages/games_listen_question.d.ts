/**
* | output |
* | --- |
* | "Listen to the question" |
*
* @param {Games_Listen_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_question: ((inputs?: Games_Listen_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Listen_QuestionInputs = {};
