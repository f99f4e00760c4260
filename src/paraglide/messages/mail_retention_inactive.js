/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ childName: NonNullable<unknown>, siteName: NonNullable<unknown>, months: NonNullable<unknown> }} Mail_Retention_InactiveInputs */

const en_mail_retention_inactive = /** @type {(inputs: Mail_Retention_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody has learned with ${i?.childName}'s profile on ${i?.siteName} for a long time. We delete a child's profile and everything it saved after ${i?.months} months without learning.`)
};

const es_mail_retention_inactive = /** @type {(inputs: Mail_Retention_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hace mucho tiempo que nadie aprende con el perfil de ${i?.childName} en ${i?.siteName}. Borramos el perfil de un niño y todo lo que guardó después de ${i?.months} meses sin aprender.`)
};

/**
* | output |
* | --- |
* | "Nobody has learned with {childName}'s profile on {siteName} for a long time. We delete a child's profile and everything it saved after {months} months withou..." |
*
* @param {Mail_Retention_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_inactive = /** @type {((inputs: Mail_Retention_InactiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Retention_InactiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_retention_inactive(inputs)
	return en_mail_retention_inactive(inputs)
});