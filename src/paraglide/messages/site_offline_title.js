/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_TitleInputs */

const en_site_offline_title = /** @type {(inputs: Site_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

const es_site_offline_title = /** @type {(inputs: Site_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes conexión`)
};

/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Site_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_title = /** @type {((inputs?: Site_Offline_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_title(inputs)
	return en_site_offline_title(inputs)
});