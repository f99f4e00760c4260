/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown> }} Home_Thing_GameInputs */

const en_home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.game}`)
};

const es_home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juega a ${i?.game}`)
};

/**
* | output |
* | --- |
* | "Play {game}" |
*
* @param {Home_Thing_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game = /** @type {((inputs: Home_Thing_GameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_GameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_game(inputs)
	return en_home_thing_game(inputs)
});