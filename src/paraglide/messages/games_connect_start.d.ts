/**
* | output |
* | --- |
* | "Player 1 starts. Choose a column, then answer the question to drop your piece." |
*
* @param {Games_Connect_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_start: ((inputs?: Games_Connect_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_StartInputs = {};
