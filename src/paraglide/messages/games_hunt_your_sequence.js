/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Your_SequenceInputs */

const en_games_hunt_your_sequence = /** @type {(inputs: Games_Hunt_Your_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sequence`)
};

const es_games_hunt_your_sequence = /** @type {(inputs: Games_Hunt_Your_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu secuencia`)
};

/**
* | output |
* | --- |
* | "Your sequence" |
*
* @param {Games_Hunt_Your_SequenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_your_sequence = /** @type {((inputs?: Games_Hunt_Your_SequenceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Your_SequenceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_your_sequence(inputs)
	return en_games_hunt_your_sequence(inputs)
});