/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_EmptyInputs */

const en_admin_devotional_empty = /** @type {(inputs: Admin_Devotional_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals available`)
};

const es_admin_devotional_empty = /** @type {(inputs: Admin_Devotional_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales`)
};

/**
* | output |
* | --- |
* | "No devotionals available" |
*
* @param {Admin_Devotional_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_empty = /** @type {((inputs?: Admin_Devotional_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_empty(inputs)
	return en_admin_devotional_empty(inputs)
});