/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_Games_LabelInputs */

const en_site_offline_games_label = /** @type {(inputs: Site_Offline_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games that work offline`)
};

const es_site_offline_games_label = /** @type {(inputs: Site_Offline_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos que funcionan sin conexión`)
};

/**
* | output |
* | --- |
* | "Games that work offline" |
*
* @param {Site_Offline_Games_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_games_label = /** @type {((inputs?: Site_Offline_Games_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_Games_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_games_label(inputs)
	return en_site_offline_games_label(inputs)
});