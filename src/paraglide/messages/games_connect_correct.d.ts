/**
* | output |
* | --- |
* | "Correct! {player} dropped a piece in column {column} and goes again." |
*
* @param {Games_Connect_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_correct: ((inputs: Games_Connect_CorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_CorrectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_CorrectInputs = {
    player: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
