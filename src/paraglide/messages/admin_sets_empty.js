/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_EmptyInputs */

const en_admin_sets_empty = /** @type {(inputs: Admin_Sets_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verse sets yet. Memory Master shows none until you add one.`)
};

const es_admin_sets_empty = /** @type {(inputs: Admin_Sets_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay series de versículos. Memory Master no mostrará ninguna hasta que añadas una.`)
};

/**
* | output |
* | --- |
* | "No verse sets yet. Memory Master shows none until you add one." |
*
* @param {Admin_Sets_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_empty = /** @type {((inputs?: Admin_Sets_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_empty(inputs)
	return en_admin_sets_empty(inputs)
});