/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Summary_IntroInputs */

const en_mail_summary_intro = /** @type {(inputs: Mail_Summary_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here is what your children learned on ${i?.siteName} this week.`)
};

const es_mail_summary_intro = /** @type {(inputs: Mail_Summary_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto es lo que tus hijos aprendieron en ${i?.siteName} esta semana.`)
};

/**
* | output |
* | --- |
* | "Here is what your children learned on {siteName} this week." |
*
* @param {Mail_Summary_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_intro = /** @type {((inputs: Mail_Summary_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_intro(inputs)
	return en_mail_summary_intro(inputs)
});