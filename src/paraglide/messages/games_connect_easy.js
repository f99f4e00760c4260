/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_EasyInputs */

const en_games_connect_easy = /** @type {(inputs: Games_Connect_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

const es_games_connect_easy = /** @type {(inputs: Games_Connect_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

/**
* | output |
* | --- |
* | "Easy" |
*
* @param {Games_Connect_EasyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_easy = /** @type {((inputs?: Games_Connect_EasyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_EasyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_easy(inputs)
	return en_games_connect_easy(inputs)
});