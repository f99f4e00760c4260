/**
* | output |
* | --- |
* | "{player} wins!" |
*
* @param {Games_Connect_Celebrate_WinnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_celebrate_winner: ((inputs: Games_Connect_Celebrate_WinnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Celebrate_WinnerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Celebrate_WinnerInputs = {
    player: NonNullable<unknown>;
};
