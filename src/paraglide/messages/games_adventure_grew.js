/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, next: NonNullable<unknown> }} Games_Adventure_GrewInputs */

const en_games_adventure_grew = /** @type {(inputs: Games_Adventure_GrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You grew in wisdom, courage and faith (total ${i?.total}). On to Level ${i?.next}!`)
};

const es_games_adventure_grew = /** @type {(inputs: Games_Adventure_GrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creciste en sabiduría, valentía y fe (total ${i?.total}). ¡Adelante al nivel ${i?.next}!`)
};

/**
* | output |
* | --- |
* | "You grew in wisdom, courage and faith (total {total}). On to Level {next}!" |
*
* @param {Games_Adventure_GrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_grew = /** @type {((inputs: Games_Adventure_GrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_GrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_grew(inputs)
	return en_games_adventure_grew(inputs)
});