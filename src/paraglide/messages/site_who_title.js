/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Who_TitleInputs */

const en_site_who_title = /** @type {(inputs: Site_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning today?`)
};

const es_site_who_title = /** @type {(inputs: Site_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende hoy?`)
};

/**
* | output |
* | --- |
* | "Who's learning today?" |
*
* @param {Site_Who_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_who_title = /** @type {((inputs?: Site_Who_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Who_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_who_title(inputs)
	return en_site_who_title(inputs)
});