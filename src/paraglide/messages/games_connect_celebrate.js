/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_CelebrateInputs */

const en_games_connect_celebrate = /** @type {(inputs: Games_Connect_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You win!`)
};

const es_games_connect_celebrate = /** @type {(inputs: Games_Connect_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ganaste!`)
};

/**
* | output |
* | --- |
* | "You win!" |
*
* @param {Games_Connect_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_celebrate = /** @type {((inputs?: Games_Connect_CelebrateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_CelebrateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_celebrate(inputs)
	return en_games_connect_celebrate(inputs)
});