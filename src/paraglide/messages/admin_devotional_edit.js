/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_EditInputs */

const en_admin_devotional_edit = /** @type {(inputs: Admin_Devotional_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Devotional`)
};

const es_admin_devotional_edit = /** @type {(inputs: Admin_Devotional_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar devocional`)
};

/**
* | output |
* | --- |
* | "Edit Devotional" |
*
* @param {Admin_Devotional_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_edit = /** @type {((inputs?: Admin_Devotional_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_edit(inputs)
	return en_admin_devotional_edit(inputs)
});