/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fruit: NonNullable<unknown> }} Games_Hunt_Tree_Title_PickedInputs */

const en_games_hunt_tree_title_picked = /** @type {(inputs: Games_Hunt_Tree_Title_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🌳 The tree: tap a branch to hang the ${i?.fruit}`)
};

const es_games_hunt_tree_title_picked = /** @type {(inputs: Games_Hunt_Tree_Title_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🌳 El árbol: toca una rama para colgar el fruto ${i?.fruit}`)
};

/**
* | output |
* | --- |
* | "🌳 The tree: tap a branch to hang the {fruit}" |
*
* @param {Games_Hunt_Tree_Title_PickedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_title_picked = /** @type {((inputs: Games_Hunt_Tree_Title_PickedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Tree_Title_PickedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_tree_title_picked(inputs)
	return en_games_hunt_tree_title_picked(inputs)
});