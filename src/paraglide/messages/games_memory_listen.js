/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_ListenInputs */

const en_games_memory_listen = /** @type {(inputs: Games_Memory_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

const es_games_memory_listen = /** @type {(inputs: Games_Memory_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Games_Memory_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_listen = /** @type {((inputs?: Games_Memory_ListenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_ListenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_listen(inputs)
	return en_games_memory_listen(inputs)
});