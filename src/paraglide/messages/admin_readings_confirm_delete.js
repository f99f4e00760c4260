/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, title: NonNullable<unknown> }} Admin_Readings_Confirm_DeleteInputs */

const en_admin_readings_confirm_delete = /** @type {(inputs: Admin_Readings_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the reading for ${i?.date} (${i?.title})?`)
};

const es_admin_readings_confirm_delete = /** @type {(inputs: Admin_Readings_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la lectura del ${i?.date} (${i?.title})?`)
};

/**
* | output |
* | --- |
* | "Delete the reading for {date} ({title})?" |
*
* @param {Admin_Readings_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_confirm_delete = /** @type {((inputs: Admin_Readings_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_confirm_delete(inputs)
	return en_admin_readings_confirm_delete(inputs)
});