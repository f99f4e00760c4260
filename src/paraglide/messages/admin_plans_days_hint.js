/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_Days_HintInputs */

const en_admin_plans_days_hint = /** @type {(inputs: Admin_Plans_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line a day; passages separated by ";", e.g. "Mark 1; Mark 2" or "Psalm 23:1-6".`)
};

const es_admin_plans_days_hint = /** @type {(inputs: Admin_Plans_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea por día; pasajes separados por ";", p. ej. "Mark 1; Mark 2" o "Psalm 23:1-6".`)
};

/**
* | output |
* | --- |
* | "One line a day; passages separated by \";\", e.g. \"Mark 1; Mark 2\" or \"Psalm 23:1-6\"." |
*
* @param {Admin_Plans_Days_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_days_hint = /** @type {((inputs?: Admin_Plans_Days_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Days_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_days_hint(inputs)
	return en_admin_plans_days_hint(inputs)
});