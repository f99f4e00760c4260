/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Found_OfInputs */

const en_games_hunt_found_of = /** @type {(inputs: Games_Hunt_Found_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.found} of ${i?.total} fruits.`)
};

const es_games_hunt_found_of = /** @type {(inputs: Games_Hunt_Found_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste ${i?.found} de ${i?.total} frutos.`)
};

/**
* | output |
* | --- |
* | "You found {found} of {total} fruits." |
*
* @param {Games_Hunt_Found_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_of = /** @type {((inputs: Games_Hunt_Found_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Found_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_found_of(inputs)
	return en_games_hunt_found_of(inputs)
});