/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_About_VideoInputs */

const en_site_about_video = /** @type {(inputs: Site_About_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch our video channel`)
};

const es_site_about_video = /** @type {(inputs: Site_About_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira nuestro canal de videos`)
};

/**
* | output |
* | --- |
* | "Watch our video channel" |
*
* @param {Site_About_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_about_video = /** @type {((inputs?: Site_About_VideoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_About_VideoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_about_video(inputs)
	return en_site_about_video(inputs)
});