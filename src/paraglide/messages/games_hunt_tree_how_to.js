/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Tree_How_ToInputs */

const en_games_hunt_tree_how_to = /** @type {(inputs: Games_Hunt_Tree_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a fruit from the basket, then tap the branch whose sign describes it. Things that are not fruits of the Spirit go on the compost and cost 15 seconds.`)
};

const es_games_hunt_tree_how_to = /** @type {(inputs: Games_Hunt_Tree_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toma un fruto de la canasta y toca la rama cuyo letrero lo describe. Lo que no es fruto del Espíritu va a la basura y te quita 15 segundos.`)
};

/**
* | output |
* | --- |
* | "Take a fruit from the basket, then tap the branch whose sign describes it. Things that are not fruits of the Spirit go on the compost and cost 15 seconds." |
*
* @param {Games_Hunt_Tree_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_tree_how_to = /** @type {((inputs?: Games_Hunt_Tree_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Tree_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_tree_how_to(inputs)
	return en_games_hunt_tree_how_to(inputs)
});