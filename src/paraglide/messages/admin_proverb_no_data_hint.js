/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_No_Data_HintInputs */

const en_admin_proverb_no_data_hint = /** @type {(inputs: Admin_Proverb_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proverbs were found. Put one proverb a block, with a blank line between blocks.`)
};

const es_admin_proverb_no_data_hint = /** @type {(inputs: Admin_Proverb_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún proverbio. Pon un proverbio por bloque, con una línea en blanco entre los bloques.`)
};

/**
* | output |
* | --- |
* | "No proverbs were found. Put one proverb a block, with a blank line between blocks." |
*
* @param {Admin_Proverb_No_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_no_data_hint = /** @type {((inputs?: Admin_Proverb_No_Data_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_No_Data_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_no_data_hint(inputs)
	return en_admin_proverb_no_data_hint(inputs)
});