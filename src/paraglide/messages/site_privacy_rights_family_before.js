/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Rights_Family_BeforeInputs */

const en_site_privacy_rights_family_before = /** @type {(inputs: Site_Privacy_Rights_Family_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the `)
};

const es_site_privacy_rights_family_before = /** @type {(inputs: Site_Privacy_Rights_Family_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la página `)
};

/**
* | output |
* | --- |
* | "On the" |
*
* @param {Site_Privacy_Rights_Family_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_family_before = /** @type {((inputs?: Site_Privacy_Rights_Family_BeforeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Rights_Family_BeforeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_rights_family_before(inputs)
	return en_site_privacy_rights_family_before(inputs)
});