/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_No_Data_HintInputs */

const en_admin_devotional_no_data_hint = /** @type {(inputs: Admin_Devotional_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals were found. Start each one with a "Title:" line.`)
};

const es_admin_devotional_no_data_hint = /** @type {(inputs: Admin_Devotional_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún devocional. Empieza cada uno con una línea "Title:".`)
};

/**
* | output |
* | --- |
* | "No devotionals were found. Start each one with a \"Title:\" line." |
*
* @param {Admin_Devotional_No_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_no_data_hint = /** @type {((inputs?: Admin_Devotional_No_Data_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_No_Data_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_no_data_hint(inputs)
	return en_admin_devotional_no_data_hint(inputs)
});