/**
* | output |
* | --- |
* | "Read what the fruit is like, then tap the fruit that matches it. A wrong answer costs 15 seconds." |
*
* @param {Games_Hunt_Matcher_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_matcher_how_to: ((inputs?: Games_Hunt_Matcher_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Matcher_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Matcher_How_ToInputs = {};
