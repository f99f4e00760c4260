/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_UpdatedInputs */

const en_admin_sets_updated = /** @type {(inputs: Admin_Sets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Updated`)
};

const es_admin_sets_updated = /** @type {(inputs: Admin_Sets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos actualizada`)
};

/**
* | output |
* | --- |
* | "Verse Set Updated" |
*
* @param {Admin_Sets_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_updated = /** @type {((inputs?: Admin_Sets_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_updated(inputs)
	return en_admin_sets_updated(inputs)
});