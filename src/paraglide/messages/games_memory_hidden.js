/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_HiddenInputs */

const en_games_memory_hidden = /** @type {(inputs: Games_Memory_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is hidden. Type it from memory!`)
};

const es_games_memory_hidden = /** @type {(inputs: Games_Memory_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El versículo está escondido. ¡Escríbelo de memoria!`)
};

/**
* | output |
* | --- |
* | "The verse is hidden. Type it from memory!" |
*
* @param {Games_Memory_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_hidden = /** @type {((inputs?: Games_Memory_HiddenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_HiddenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_hidden(inputs)
	return en_games_memory_hidden(inputs)
});