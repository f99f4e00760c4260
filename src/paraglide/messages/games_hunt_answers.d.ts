/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Games_Hunt_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_answers: ((inputs?: Games_Hunt_AnswersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_AnswersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_AnswersInputs = {};
