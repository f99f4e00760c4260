/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ childName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Mail_Retention_SubjectInputs */

const en_mail_retention_subject = /** @type {(inputs: Mail_Retention_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.childName}'s profile on ${i?.siteName} will be deleted in a month`)
};

const es_mail_retention_subject = /** @type {(inputs: Mail_Retention_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El perfil de ${i?.childName} en ${i?.siteName} se borrará dentro de un mes`)
};

/**
* | output |
* | --- |
* | "{childName}'s profile on {siteName} will be deleted in a month" |
*
* @param {Mail_Retention_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_subject = /** @type {((inputs: Mail_Retention_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Retention_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_retention_subject(inputs)
	return en_mail_retention_subject(inputs)
});