/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_Banner_StrongInputs */

const en_games_index_banner_strong = /** @type {(inputs: Games_Index_Banner_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock all 12 Bible games!`)
};

const es_games_index_banner_strong = /** @type {(inputs: Games_Index_Banner_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Abre los 12 juegos bíblicos!`)
};

/**
* | output |
* | --- |
* | "Unlock all 12 Bible games!" |
*
* @param {Games_Index_Banner_StrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_banner_strong = /** @type {((inputs?: Games_Index_Banner_StrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Banner_StrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_banner_strong(inputs)
	return en_games_index_banner_strong(inputs)
});