/**
* | output |
* | --- |
* | "Fruit Tree Builder" |
*
* @param {Games_Hunt_Tree_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_name: ((inputs?: Games_Hunt_Tree_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Tree_NameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Tree_NameInputs = {};
