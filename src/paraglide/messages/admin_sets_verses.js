/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_VersesInputs */

const en_admin_sets_verses = /** @type {(inputs: Admin_Sets_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses`)
};

const es_admin_sets_verses = /** @type {(inputs: Admin_Sets_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos`)
};

/**
* | output |
* | --- |
* | "Verses" |
*
* @param {Admin_Sets_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_verses = /** @type {((inputs?: Admin_Sets_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_verses(inputs)
	return en_admin_sets_verses(inputs)
});