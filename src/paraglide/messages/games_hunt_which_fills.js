/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Which_FillsInputs */

const en_games_hunt_which_fills = /** @type {(inputs: Games_Hunt_Which_FillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verse ${i?.n} of ${i?.total}: which fruit fills the gap?`)
};

const es_games_hunt_which_fills = /** @type {(inputs: Games_Hunt_Which_FillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículo ${i?.n} de ${i?.total}: ¿qué fruto va en el hueco?`)
};

/**
* | output |
* | --- |
* | "Verse {n} of {total}: which fruit fills the gap?" |
*
* @param {Games_Hunt_Which_FillsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_which_fills = /** @type {((inputs: Games_Hunt_Which_FillsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Which_FillsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_which_fills(inputs)
	return en_games_hunt_which_fills(inputs)
});