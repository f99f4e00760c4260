/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_EditInputs */

const en_admin_proverb_edit = /** @type {(inputs: Admin_Proverb_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Proverb`)
};

const es_admin_proverb_edit = /** @type {(inputs: Admin_Proverb_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar proverbio`)
};

/**
* | output |
* | --- |
* | "Edit Proverb" |
*
* @param {Admin_Proverb_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_edit = /** @type {((inputs?: Admin_Proverb_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_edit(inputs)
	return en_admin_proverb_edit(inputs)
});