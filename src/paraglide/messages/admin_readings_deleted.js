/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_DeletedInputs */

const en_admin_readings_deleted = /** @type {(inputs: Admin_Readings_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Deleted`)
};

const es_admin_readings_deleted = /** @type {(inputs: Admin_Readings_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura eliminada`)
};

/**
* | output |
* | --- |
* | "Reading Deleted" |
*
* @param {Admin_Readings_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_deleted = /** @type {((inputs?: Admin_Readings_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_deleted(inputs)
	return en_admin_readings_deleted(inputs)
});