/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Database_ErrorInputs */

const en_admin_database_error = /** @type {(inputs: Admin_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Database Error`)
};

const es_admin_database_error = /** @type {(inputs: Admin_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de la base de datos`)
};

/**
* | output |
* | --- |
* | "Database Error" |
*
* @param {Admin_Database_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_database_error = /** @type {((inputs?: Admin_Database_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Database_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_database_error(inputs)
	return en_admin_database_error(inputs)
});