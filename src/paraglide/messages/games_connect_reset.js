/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_ResetInputs */

const en_games_connect_reset = /** @type {(inputs: Games_Connect_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Reset`)
};

const es_games_connect_reset = /** @type {(inputs: Games_Connect_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Reiniciar`)
};

/**
* | output |
* | --- |
* | "🔄 Reset" |
*
* @param {Games_Connect_ResetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_reset = /** @type {((inputs?: Games_Connect_ResetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_ResetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_reset(inputs)
	return en_games_connect_reset(inputs)
});