/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Memory_NameInputs */

const en_games_hunt_memory_name = /** @type {(inputs: Games_Hunt_Memory_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Garden`)
};

const es_games_hunt_memory_name = /** @type {(inputs: Games_Hunt_Memory_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jardín de la memoria`)
};

/**
* | output |
* | --- |
* | "Memory Garden" |
*
* @param {Games_Hunt_Memory_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_name = /** @type {((inputs?: Games_Hunt_Memory_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Memory_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_memory_name(inputs)
	return en_games_hunt_memory_name(inputs)
});