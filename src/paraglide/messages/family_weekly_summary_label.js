/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Weekly_Summary_LabelInputs */

const en_family_weekly_summary_label = /** @type {(inputs: Family_Weekly_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me each child's week by e-mail once a week`)
};

const es_family_weekly_summary_label = /** @type {(inputs: Family_Weekly_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame la semana de cada hijo por correo, una vez por semana`)
};

/**
* | output |
* | --- |
* | "Send me each child's week by e-mail once a week" |
*
* @param {Family_Weekly_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_weekly_summary_label = /** @type {((inputs?: Family_Weekly_Summary_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Weekly_Summary_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_weekly_summary_label(inputs)
	return en_family_weekly_summary_label(inputs)
});