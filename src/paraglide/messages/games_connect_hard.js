/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_HardInputs */

const en_games_connect_hard = /** @type {(inputs: Games_Connect_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard`)
};

const es_games_connect_hard = /** @type {(inputs: Games_Connect_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difícil`)
};

/**
* | output |
* | --- |
* | "Hard" |
*
* @param {Games_Connect_HardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_hard = /** @type {((inputs?: Games_Connect_HardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_HardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_hard(inputs)
	return en_games_connect_hard(inputs)
});