/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_EmptyInputs */

const en_admin_readings_empty = /** @type {(inputs: Admin_Readings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No readings planned yet.`)
};

const es_admin_readings_empty = /** @type {(inputs: Admin_Readings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay lecturas planificadas.`)
};

/**
* | output |
* | --- |
* | "No readings planned yet." |
*
* @param {Admin_Readings_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_empty = /** @type {((inputs?: Admin_Readings_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_empty(inputs)
	return en_admin_readings_empty(inputs)
});