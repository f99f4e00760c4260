/**
* | output |
* | --- |
* | "Listen to the clue" |
*
* @param {Games_Listen_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_clue: ((inputs?: Games_Listen_ClueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Listen_ClueInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Listen_ClueInputs = {};
