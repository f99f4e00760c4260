/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_CelebrateInputs */

const en_games_adventure_celebrate = /** @type {(inputs: Games_Adventure_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adventure complete!`)
};

const es_games_adventure_celebrate = /** @type {(inputs: Games_Adventure_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Aventura completada!`)
};

/**
* | output |
* | --- |
* | "Adventure complete!" |
*
* @param {Games_Adventure_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_celebrate = /** @type {((inputs?: Games_Adventure_CelebrateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_CelebrateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_celebrate(inputs)
	return en_games_adventure_celebrate(inputs)
});