/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_Upgrade_NowInputs */

const en_games_index_upgrade_now = /** @type {(inputs: Games_Index_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade now`)
};

const es_games_index_upgrade_now = /** @type {(inputs: Games_Index_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar ahora`)
};

/**
* | output |
* | --- |
* | "Upgrade now" |
*
* @param {Games_Index_Upgrade_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_upgrade_now = /** @type {((inputs?: Games_Index_Upgrade_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Upgrade_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_upgrade_now(inputs)
	return en_games_index_upgrade_now(inputs)
});