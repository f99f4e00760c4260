/**
* | output |
* | --- |
* | "Player 1 (star)" |
*
* @param {Games_Connect_Player_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_player_star: ((inputs?: Games_Connect_Player_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Player_StarInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Player_StarInputs = {};
