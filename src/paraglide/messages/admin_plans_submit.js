/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_SubmitInputs */

const en_admin_plans_submit = /** @type {(inputs: Admin_Plans_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Plan`)
};

const es_admin_plans_submit = /** @type {(inputs: Admin_Plans_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir plan`)
};

/**
* | output |
* | --- |
* | "Add Plan" |
*
* @param {Admin_Plans_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_submit = /** @type {((inputs?: Admin_Plans_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_submit(inputs)
	return en_admin_plans_submit(inputs)
});