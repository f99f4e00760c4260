/**
* | output |
* | --- |
* | "🌳 The tree: tap a branch to hang the {fruit}" |
*
* @param {Games_Hunt_Tree_Title_PickedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_title_picked: ((inputs: Games_Hunt_Tree_Title_PickedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Tree_Title_PickedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Tree_Title_PickedInputs = {
    fruit: NonNullable<unknown>;
};
