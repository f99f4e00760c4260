/**
* | output |
* | --- |
* | "🌳 The tree: tap a branch to hang your fruit" |
*
* @param {Games_Hunt_Tree_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_title: ((inputs?: Games_Hunt_Tree_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Tree_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Tree_TitleInputs = {};
