/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_DaysInputs */

const en_admin_plans_days = /** @type {(inputs: Admin_Plans_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days`)
};

const es_admin_plans_days = /** @type {(inputs: Admin_Plans_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días`)
};

/**
* | output |
* | --- |
* | "Days" |
*
* @param {Admin_Plans_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_days = /** @type {((inputs?: Admin_Plans_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_DaysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_days(inputs)
	return en_admin_plans_days(inputs)
});