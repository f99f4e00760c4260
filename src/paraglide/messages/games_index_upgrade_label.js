/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_Upgrade_LabelInputs */

const en_games_index_upgrade_label = /** @type {(inputs: Games_Index_Upgrade_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

const es_games_index_upgrade_label = /** @type {(inputs: Games_Index_Upgrade_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan`)
};

/**
* | output |
* | --- |
* | "Upgrade" |
*
* @param {Games_Index_Upgrade_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_upgrade_label = /** @type {((inputs?: Games_Index_Upgrade_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Upgrade_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_upgrade_label(inputs)
	return en_games_index_upgrade_label(inputs)
});