/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Who_DescriptionInputs */

const en_site_who_description = /** @type {(inputs: Site_Who_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who is learning on this device.`)
};

const es_site_who_description = /** @type {(inputs: Site_Who_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige quién aprende en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "Choose who is learning on this device." |
*
* @param {Site_Who_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_who_description = /** @type {((inputs?: Site_Who_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Who_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_who_description(inputs)
	return en_site_who_description(inputs)
});