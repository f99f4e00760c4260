/**
* | output |
* | --- |
* | "Try again! The correct answer was: {answer}" |
*
* @param {Games_Bee_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_wrong: ((inputs: Games_Bee_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bee_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bee_WrongInputs = {
    answer: NonNullable<unknown>;
};
