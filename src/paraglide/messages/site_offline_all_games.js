/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_All_GamesInputs */

const en_site_offline_all_games = /** @type {(inputs: Site_Offline_All_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All games`)
};

const es_site_offline_all_games = /** @type {(inputs: Site_Offline_All_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los juegos`)
};

/**
* | output |
* | --- |
* | "All games" |
*
* @param {Site_Offline_All_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_all_games = /** @type {((inputs?: Site_Offline_All_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_All_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_all_games(inputs)
	return en_site_offline_all_games(inputs)
});