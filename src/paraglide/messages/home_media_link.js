/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Media_LinkInputs */

const en_home_media_link = /** @type {(inputs: Home_Media_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch and listen in the Media Center`)
};

const es_home_media_link = /** @type {(inputs: Home_Media_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira y escucha en Videos y audios`)
};

/**
* | output |
* | --- |
* | "Watch and listen in the Media Center" |
*
* @param {Home_Media_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_media_link = /** @type {((inputs?: Home_Media_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Media_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_media_link(inputs)
	return en_home_media_link(inputs)
});