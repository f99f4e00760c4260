/**
* | output |
* | --- |
* | "Not this time! The correct answer was: {answer}. Now it is {player}'s turn." |
*
* @param {Games_Connect_Wrong_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wrong_note: ((inputs: Games_Connect_Wrong_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Wrong_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Wrong_NoteInputs = {
    answer: NonNullable<unknown>;
    player: NonNullable<unknown>;
};
