/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Sets_Confirm_DeleteInputs */

const en_admin_sets_confirm_delete = /** @type {(inputs: Admin_Sets_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the verse set "${i?.name}"? Learners keep the verses they already started; nobody can start it again.`)
};

const es_admin_sets_confirm_delete = /** @type {(inputs: Admin_Sets_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la serie de versículos "${i?.name}"? Quienes ya la empezaron conservan sus versículos; nadie más podrá empezarla.`)
};

/**
* | output |
* | --- |
* | "Delete the verse set \"{name}\"? Learners keep the verses they already started; nobody can start it again." |
*
* @param {Admin_Sets_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_confirm_delete = /** @type {((inputs: Admin_Sets_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_confirm_delete(inputs)
	return en_admin_sets_confirm_delete(inputs)
});