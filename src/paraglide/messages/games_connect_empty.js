/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_EmptyInputs */

const en_games_connect_empty = /** @type {(inputs: Games_Connect_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty`)
};

const es_games_connect_empty = /** @type {(inputs: Games_Connect_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vacía`)
};

/**
* | output |
* | --- |
* | "empty" |
*
* @param {Games_Connect_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_empty = /** @type {((inputs?: Games_Connect_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_empty(inputs)
	return en_games_connect_empty(inputs)
});