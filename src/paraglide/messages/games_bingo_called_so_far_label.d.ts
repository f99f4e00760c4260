/**
* | output |
* | --- |
* | "Names called so far" |
*
* @param {Games_Bingo_Called_So_Far_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_called_so_far_label: ((inputs?: Games_Bingo_Called_So_Far_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Bingo_Called_So_Far_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Bingo_Called_So_Far_LabelInputs = {};
