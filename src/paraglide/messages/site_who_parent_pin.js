/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Who_Parent_PinInputs */

const en_site_who_parent_pin = /** @type {(inputs: Site_Who_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent PIN`)
};

const es_site_who_parent_pin = /** @type {(inputs: Site_Who_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN de los padres`)
};

/**
* | output |
* | --- |
* | "Parent PIN" |
*
* @param {Site_Who_Parent_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_who_parent_pin = /** @type {((inputs?: Site_Who_Parent_PinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Who_Parent_PinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_who_parent_pin(inputs)
	return en_site_who_parent_pin(inputs)
});