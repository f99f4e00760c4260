/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ proverb: NonNullable<unknown> }} Admin_Proverb_Confirm_DeleteInputs */

const en_admin_proverb_confirm_delete = /** @type {(inputs: Admin_Proverb_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the proverb “${i?.proverb}”?`)
};

const es_admin_proverb_confirm_delete = /** @type {(inputs: Admin_Proverb_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el proverbio «${i?.proverb}»?`)
};

/**
* | output |
* | --- |
* | "Delete the proverb “{proverb}”?" |
*
* @param {Admin_Proverb_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_confirm_delete = /** @type {((inputs: Admin_Proverb_Confirm_DeleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Confirm_DeleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_confirm_delete(inputs)
	return en_admin_proverb_confirm_delete(inputs)
});