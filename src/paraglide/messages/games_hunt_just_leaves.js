/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Just_LeavesInputs */

const en_games_hunt_just_leaves = /** @type {(inputs: Games_Hunt_Just_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just leaves`)
};

const es_games_hunt_just_leaves = /** @type {(inputs: Games_Hunt_Just_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo hojas`)
};

/**
* | output |
* | --- |
* | "just leaves" |
*
* @param {Games_Hunt_Just_LeavesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_just_leaves = /** @type {((inputs?: Games_Hunt_Just_LeavesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Just_LeavesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_just_leaves(inputs)
	return en_games_hunt_just_leaves(inputs)
});