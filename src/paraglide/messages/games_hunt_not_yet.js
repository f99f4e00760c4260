/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Games_Hunt_Not_YetInputs */

const en_games_hunt_not_yet = /** @type {(inputs: Games_Hunt_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}: not yet`)
};

const es_games_hunt_not_yet = /** @type {(inputs: Games_Hunt_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}: todavía no`)
};

/**
* | output |
* | --- |
* | "{n}: not yet" |
*
* @param {Games_Hunt_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_yet = /** @type {((inputs: Games_Hunt_Not_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Not_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_not_yet(inputs)
	return en_games_hunt_not_yet(inputs)
});