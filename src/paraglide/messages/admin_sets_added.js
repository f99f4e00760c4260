/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_AddedInputs */

const en_admin_sets_added = /** @type {(inputs: Admin_Sets_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Added`)
};

const es_admin_sets_added = /** @type {(inputs: Admin_Sets_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos añadida`)
};

/**
* | output |
* | --- |
* | "Verse Set Added" |
*
* @param {Admin_Sets_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_added = /** @type {((inputs?: Admin_Sets_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_added(inputs)
	return en_admin_sets_added(inputs)
});