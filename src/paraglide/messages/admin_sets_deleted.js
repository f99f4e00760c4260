/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_DeletedInputs */

const en_admin_sets_deleted = /** @type {(inputs: Admin_Sets_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Deleted`)
};

const es_admin_sets_deleted = /** @type {(inputs: Admin_Sets_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos eliminada`)
};

/**
* | output |
* | --- |
* | "Verse Set Deleted" |
*
* @param {Admin_Sets_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_deleted = /** @type {((inputs?: Admin_Sets_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_deleted(inputs)
	return en_admin_sets_deleted(inputs)
});