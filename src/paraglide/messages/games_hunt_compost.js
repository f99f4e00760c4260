/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_CompostInputs */

const en_games_hunt_compost = /** @type {(inputs: Games_Hunt_CompostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compost (not fruits of the Spirit):`)
};

const es_games_hunt_compost = /** @type {(inputs: Games_Hunt_CompostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A la basura (no son frutos del Espíritu):`)
};

/**
* | output |
* | --- |
* | "Compost (not fruits of the Spirit):" |
*
* @param {Games_Hunt_CompostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_compost = /** @type {((inputs?: Games_Hunt_CompostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_CompostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_compost(inputs)
	return en_games_hunt_compost(inputs)
});