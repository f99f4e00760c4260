/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_BushInputs */

const en_games_hunt_bush = /** @type {(inputs: Games_Hunt_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bush ${i?.n}: ${i?.what}`)
};

const es_games_hunt_bush = /** @type {(inputs: Games_Hunt_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arbusto ${i?.n}: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Bush {n}: {what}" |
*
* @param {Games_Hunt_BushInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_bush = /** @type {((inputs: Games_Hunt_BushInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_BushInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_bush(inputs)
	return en_games_hunt_bush(inputs)
});