/**
* | output |
* | --- |
* | "Player 2 (heart)" |
*
* @param {Games_Connect_Player_HeartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_player_heart: ((inputs?: Games_Connect_Player_HeartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Player_HeartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Player_HeartInputs = {};
