/**
* | output |
* | --- |
* | "{player}'s turn" |
*
* @param {Games_Connect_TurnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_turn: ((inputs: Games_Connect_TurnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_TurnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_TurnInputs = {
    player: NonNullable<unknown>;
};
