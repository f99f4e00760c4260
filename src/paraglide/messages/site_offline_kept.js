/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_KeptInputs */

const en_site_offline_kept = /** @type {(inputs: Site_Offline_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapters and pages kept on this device:`)
};

const es_site_offline_kept = /** @type {(inputs: Site_Offline_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos y páginas guardados en este dispositivo:`)
};

/**
* | output |
* | --- |
* | "Chapters and pages kept on this device:" |
*
* @param {Site_Offline_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_kept = /** @type {((inputs?: Site_Offline_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_kept(inputs)
	return en_site_offline_kept(inputs)
});