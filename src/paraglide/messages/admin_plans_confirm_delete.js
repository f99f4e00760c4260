/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Plans_Confirm_DeleteInputs */

const en_admin_plans_confirm_delete = /** @type {(inputs: Admin_Plans_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the reading plan "${i?.title}"? Learners following it lose their progress.`)
};

const es_admin_plans_confirm_delete = /** @type {(inputs: Admin_Plans_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el plan de lectura "${i?.title}"? Quienes lo siguen perderán su progreso.`)
};

/**
* | output |
* | --- |
* | "Delete the reading plan \"{title}\"? Learners following it lose their progress." |
*
* @param {Admin_Plans_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_confirm_delete = /** @type {((inputs: Admin_Plans_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_confirm_delete(inputs)
	return en_admin_plans_confirm_delete(inputs)
});