/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Tree_TitleInputs */

const en_games_hunt_tree_title = /** @type {(inputs: Games_Hunt_Tree_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌳 The tree: tap a branch to hang your fruit`)
};

const es_games_hunt_tree_title = /** @type {(inputs: Games_Hunt_Tree_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌳 El árbol: toca una rama para colgar tu fruto`)
};

/**
* | output |
* | --- |
* | "🌳 The tree: tap a branch to hang your fruit" |
*
* @param {Games_Hunt_Tree_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_title = /** @type {((inputs?: Games_Hunt_Tree_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Tree_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_tree_title(inputs)
	return en_games_hunt_tree_title(inputs)
});