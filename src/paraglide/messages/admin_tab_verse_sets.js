/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Verse_SetsInputs */

const en_admin_tab_verse_sets = /** @type {(inputs: Admin_Tab_Verse_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse sets`)
};

const es_admin_tab_verse_sets = /** @type {(inputs: Admin_Tab_Verse_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos`)
};

/**
* | output |
* | --- |
* | "Verse sets" |
*
* @param {Admin_Tab_Verse_SetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_verse_sets = /** @type {((inputs?: Admin_Tab_Verse_SetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Verse_SetsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_verse_sets(inputs)
	return en_admin_tab_verse_sets(inputs)
});