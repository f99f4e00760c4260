/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Adventure_ProgressInputs */

const en_games_adventure_progress = /** @type {(inputs: Games_Adventure_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · Adventure ${i?.n} of ${i?.total}`)
};

const es_games_adventure_progress = /** @type {(inputs: Games_Adventure_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · Aventura ${i?.n} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "· Adventure {n} of {total}" |
*
* @param {Games_Adventure_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_progress = /** @type {((inputs: Games_Adventure_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_progress(inputs)
	return en_games_adventure_progress(inputs)
});