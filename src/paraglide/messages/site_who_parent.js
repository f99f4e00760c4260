/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Who_ParentInputs */

const en_site_who_parent = /** @type {(inputs: Site_Who_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

const es_site_who_parent = /** @type {(inputs: Site_Who_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padre o madre`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Site_Who_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_who_parent = /** @type {((inputs?: Site_Who_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Who_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_who_parent(inputs)
	return en_site_who_parent(inputs)
});