/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Date_HintInputs */

const en_admin_devotional_date_hint = /** @type {(inputs: Admin_Devotional_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The day it is the Nugget for Today.`)
};

const es_admin_devotional_date_hint = /** @type {(inputs: Admin_Devotional_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El día en que es el tesoro de hoy.`)
};

/**
* | output |
* | --- |
* | "The day it is the Nugget for Today." |
*
* @param {Admin_Devotional_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_date_hint = /** @type {((inputs?: Admin_Devotional_Date_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Date_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_date_hint(inputs)
	return en_admin_devotional_date_hint(inputs)
});