/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_New_TabInputs */

const en_site_new_tab = /** @type {(inputs: Site_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

const es_site_new_tab = /** @type {(inputs: Site_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (se abre en otra pestaña)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Site_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_new_tab = /** @type {((inputs?: Site_New_TabInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_New_TabInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_new_tab(inputs)
	return en_site_new_tab(inputs)
});