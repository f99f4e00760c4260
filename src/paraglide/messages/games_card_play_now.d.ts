/**
* | output |
* | --- |
* | "PLAY NOW" |
*
* @param {Games_Card_Play_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_play_now: ((inputs?: Games_Card_Play_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Card_Play_NowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Card_Play_NowInputs = {};
