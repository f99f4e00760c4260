/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Summary_Family_LinkInputs */

const en_mail_summary_family_link = /** @type {(inputs: Mail_Summary_Family_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can see more on your Family page: ${i?.link}`)
};

const es_mail_summary_family_link = /** @type {(inputs: Mail_Summary_Family_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes ver más en tu página de la familia: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "You can see more on your Family page: {link}" |
*
* @param {Mail_Summary_Family_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_family_link = /** @type {((inputs: Mail_Summary_Family_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_Family_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_family_link(inputs)
	return en_mail_summary_family_link(inputs)
});