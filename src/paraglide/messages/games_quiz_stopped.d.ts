/**
* | output |
* | --- |
* | "You got {correct} of {asked} right on level {level}. Answer {percent}% right to go up a level." |
*
* @param {Games_Quiz_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_stopped: ((inputs: Games_Quiz_StoppedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_StoppedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_StoppedInputs = {
    correct: NonNullable<unknown>;
    asked: NonNullable<unknown>;
    level: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
