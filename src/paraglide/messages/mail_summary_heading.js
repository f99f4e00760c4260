/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Summary_HeadingInputs */

const en_mail_summary_heading = /** @type {(inputs: Mail_Summary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family's week`)
};

const es_mail_summary_heading = /** @type {(inputs: Mail_Summary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La semana de tu familia`)
};

/**
* | output |
* | --- |
* | "Your family's week" |
*
* @param {Mail_Summary_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_heading = /** @type {((inputs?: Mail_Summary_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_heading(inputs)
	return en_mail_summary_heading(inputs)
});