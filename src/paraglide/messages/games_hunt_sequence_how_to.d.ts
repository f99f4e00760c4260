/**
* | output |
* | --- |
* | "Pick the fruits in the order of Galatians 5:22-23. Each clue tells you which fruit comes next. A wrong one costs 15 seconds." |
*
* @param {Games_Hunt_Sequence_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_sequence_how_to: ((inputs?: Games_Hunt_Sequence_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Sequence_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Sequence_How_ToInputs = {};
