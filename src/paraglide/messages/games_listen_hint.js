/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Listen_HintInputs */

const en_games_listen_hint = /** @type {(inputs: Games_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the hint`)
};

const es_games_listen_hint = /** @type {(inputs: Games_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pista`)
};

/**
* | output |
* | --- |
* | "Listen to the hint" |
*
* @param {Games_Listen_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_hint = /** @type {((inputs?: Games_Listen_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_listen_hint(inputs)
	return en_games_listen_hint(inputs)
});