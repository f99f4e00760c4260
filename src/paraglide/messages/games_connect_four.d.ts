/**
* | output |
* | --- |
* | "Four in a line! {player} wins!" |
*
* @param {Games_Connect_FourInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_four: ((inputs: Games_Connect_FourInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_FourInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_FourInputs = {
    player: NonNullable<unknown>;
};
