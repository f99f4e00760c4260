/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown> }} Admin_Devotional_Confirm_DeleteInputs */

const en_admin_devotional_confirm_delete = /** @type {(inputs: Admin_Devotional_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the devotional “${i?.title}” (${i?.date})?`)
};

const es_admin_devotional_confirm_delete = /** @type {(inputs: Admin_Devotional_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el devocional «${i?.title}» (${i?.date})?`)
};

/**
* | output |
* | --- |
* | "Delete the devotional “{title}” ({date})?" |
*
* @param {Admin_Devotional_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_confirm_delete = /** @type {((inputs: Admin_Devotional_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_confirm_delete(inputs)
	return en_admin_devotional_confirm_delete(inputs)
});