/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Kind_GameInputs */

const en_groups_kind_game = /** @type {(inputs: Groups_Kind_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A game`)
};

const es_groups_kind_game = /** @type {(inputs: Groups_Kind_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego`)
};

/**
* | output |
* | --- |
* | "A game" |
*
* @param {Groups_Kind_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_game = /** @type {((inputs?: Groups_Kind_GameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_GameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_kind_game(inputs)
	return en_groups_kind_game(inputs)
});