/**
* | output |
* | --- |
* | "Oops! Try again!" |
*
* @param {Games_Hunt_Wrong_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_wrong_answer: ((inputs?: Games_Hunt_Wrong_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Wrong_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Wrong_AnswerInputs = {};
