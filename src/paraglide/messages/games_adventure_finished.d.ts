/**
* | output |
* | --- |
* | "🏆 You finished the Bible Adventure!" |
*
* @param {Games_Adventure_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_finished: ((inputs?: Games_Adventure_FinishedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_FinishedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_FinishedInputs = {};
