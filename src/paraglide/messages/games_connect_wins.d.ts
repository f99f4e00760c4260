/**
* | output |
* | --- |
* | "🎉 {player} wins!" |
*
* @param {Games_Connect_WinsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wins: ((inputs: Games_Connect_WinsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_WinsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_WinsInputs = {
    player: NonNullable<unknown>;
};
