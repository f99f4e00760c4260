/**
* | output |
* | --- |
* | "Take a fruit from the basket, then tap the branch whose sign describes it. Things that are not fruits of the Spirit go on the compost and cost 15 seconds." |
*
* @param {Games_Hunt_Tree_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_how_to: ((inputs?: Games_Hunt_Tree_How_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Tree_How_ToInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Tree_How_ToInputs = {};
