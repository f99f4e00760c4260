/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Sequence_NameInputs */

const en_games_hunt_sequence_name = /** @type {(inputs: Games_Hunt_Sequence_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sequence Builder`)
};

const es_games_hunt_sequence_name = /** @type {(inputs: Games_Hunt_Sequence_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En orden`)
};

/**
* | output |
* | --- |
* | "Sequence Builder" |
*
* @param {Games_Hunt_Sequence_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_sequence_name = /** @type {((inputs?: Games_Hunt_Sequence_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Sequence_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_sequence_name(inputs)
	return en_games_hunt_sequence_name(inputs)
});