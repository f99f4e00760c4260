/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Weekly_SummaryInputs */

const en_family_weekly_summary = /** @type {(inputs: Family_Weekly_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly summary e-mail`)
};

const es_family_weekly_summary = /** @type {(inputs: Family_Weekly_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal por correo`)
};

/**
* | output |
* | --- |
* | "Weekly summary e-mail" |
*
* @param {Family_Weekly_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_weekly_summary = /** @type {((inputs?: Family_Weekly_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Weekly_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_weekly_summary(inputs)
	return en_family_weekly_summary(inputs)
});