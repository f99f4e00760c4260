/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Common_OfInputs */

const en_games_common_of = /** @type {(inputs: Games_Common_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} of ${i?.total}`)
};

const es_games_common_of = /** @type {(inputs: Games_Common_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{n} of {total}" |
*
* @param {Games_Common_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_of = /** @type {((inputs: Games_Common_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Common_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_common_of(inputs)
	return en_games_common_of(inputs)
});