/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Thorn_BushInputs */

const en_games_hunt_thorn_bush = /** @type {(inputs: Games_Hunt_Thorn_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`thorn bush: ${i?.name}`)
};

const es_games_hunt_thorn_bush = /** @type {(inputs: Games_Hunt_Thorn_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`espino: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "thorn bush: {name}" |
*
* @param {Games_Hunt_Thorn_BushInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_thorn_bush = /** @type {((inputs: Games_Hunt_Thorn_BushInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Thorn_BushInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_thorn_bush(inputs)
	return en_games_hunt_thorn_bush(inputs)
});