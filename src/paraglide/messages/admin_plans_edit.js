/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_EditInputs */

const en_admin_plans_edit = /** @type {(inputs: Admin_Plans_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Reading Plan`)
};

const es_admin_plans_edit = /** @type {(inputs: Admin_Plans_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar plan de lectura`)
};

/**
* | output |
* | --- |
* | "Edit Reading Plan" |
*
* @param {Admin_Plans_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_edit = /** @type {((inputs?: Admin_Plans_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_edit(inputs)
	return en_admin_plans_edit(inputs)
});