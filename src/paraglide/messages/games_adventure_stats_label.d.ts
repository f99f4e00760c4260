/**
* | output |
* | --- |
* | "Your stats this level" |
*
* @param {Games_Adventure_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_stats_label: ((inputs?: Games_Adventure_Stats_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Stats_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Stats_LabelInputs = {};
