/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Already_FoundInputs */

const en_games_hunt_already_found = /** @type {(inputs: Games_Hunt_Already_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, already found`)
};

const es_games_hunt_already_found = /** @type {(inputs: Games_Hunt_Already_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ya encontrado`)
};

/**
* | output |
* | --- |
* | "{name}, already found" |
*
* @param {Games_Hunt_Already_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_already_found = /** @type {((inputs: Games_Hunt_Already_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Already_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_already_found(inputs)
	return en_games_hunt_already_found(inputs)
});