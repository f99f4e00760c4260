/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_NounInputs */

const en_admin_plans_noun = /** @type {(inputs: Admin_Plans_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reading plans`)
};

const es_admin_plans_noun = /** @type {(inputs: Admin_Plans_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`planes de lectura`)
};

/**
* | output |
* | --- |
* | "reading plans" |
*
* @param {Admin_Plans_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_noun = /** @type {((inputs?: Admin_Plans_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_noun(inputs)
	return en_admin_plans_noun(inputs)
});